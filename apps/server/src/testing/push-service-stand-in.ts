import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushConfig } from '../platform/config-push';

/** A browser's side of one subscription: what it hands the server, and the private key only it holds. */
type Device = { id: string; endpoint: string; p256dh: Buffer; auth: Buffer; ecdh: ReturnType<typeof createECDH> };

/** A push the stand-in accepted: its VAPID claims and the plaintext only the subscribed browser could read. */
type ReceivedPush = {
  deviceId: string;
  ttl: number;
  /** The VAPID `sub` claim and `k` key the push was signed with. */
  subject: string;
  vapidKey: string;
  payload: string;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8292 section 2: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key for this service's origin. */
const vapidRefusal = (
  authorization: string,
  origin: string,
  nowS: number,
): string | { subject: string; key: string } => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) return 'no vapid Authorization header';
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const publicKey = Buffer.from(match[2], 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'k is not an uncompressed P-256 point';
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(publicKey.subarray(1, 33)), y: b64(publicKey.subarray(33)) };
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  const signed = Buffer.from(`${header}.${claims}`);
  const isValid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!isValid) return 'the JWT signature does not verify with k';
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') return `the JWT is signed ${alg}, not ES256`;
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
  if (aud !== origin) return `aud ${String(aud)} is not this push service (${origin})`;
  // RFC 8292: no more than 24 hours ahead.
  if (typeof exp !== 'number' || exp <= nowS || exp > nowS + 24 * 60 * 60) return 'exp is missing, past or too far';
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) return 'sub is not a mailto: or https: contact';
  return { subject: sub, key: match[2] };
};

/** RFC 8291 with RFC 8188's aes128gcm: decrypts the single record with the browser's private key and auth secret. */
const decryptAes128gcm = (device: Device, body: Buffer): string => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.p256dh, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter');
  return padded.subarray(0, end).toString('utf8');
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A Web Push service (RFC 8030) on the loopback interface, plain node:http so nothing of ours reads the request: it
 * makes subscriptions as a browser would (a P-256 key pair and an auth secret), and for each push checks the TTL,
 * the VAPID Authorization (RFC 8292, the JWT's ES256 signature verified with `k`), then decrypts the aes128gcm body
 * (RFC 8291) with the subscription's private key. `gone` answers 410 for a device, as a service does once the browser
 * dropped the subscription.
 */
export const startPushServiceStandIn = async ({ port = 0 }: { port?: number } = {}) => {
  const devices = new Map<string, Device>();
  const standIn = {
    origin: '',
    received: [] as ReceivedPush[],
    refused: [] as string[],
    gone: new Set<string>(),
    /** While true every push is answered 503, as a service that is down for a while. */
    isDown: false,
    /** What the app under test is configured with to accept this service's endpoints. */
    pushConfig: (): PushConfig => ({
      vapidKeys: null,
      subject: 'mailto:operations@freight.test',
      extraServiceOrigins: [standIn.origin],
    }),
    /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe: () => {
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys();
      const id = randomBytes(12).toString('hex');
      const device = { id, endpoint: `${standIn.origin}/push/${id}`, p256dh, auth: randomBytes(16), ecdh };
      devices.set(id, device);
      return { id, endpoint: device.endpoint, keys: { p256dh: b64(p256dh), auth: b64(device.auth) } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const answer = (status: number, reason: string) => {
    if (status >= 400 && status !== 410 && status !== 503) standIn.refused.push(reason);
    return { status, reason };
  };
  const handle = (method: string, url: string, headers: IncomingHttpHeaders, body: Buffer) => {
    const device = devices.get(/^\/push\/(\w+)$/.exec(url)?.[1] ?? '');
    if (method !== 'POST' || !device) return answer(404, `no subscription at ${method} ${url}`);
    if (standIn.gone.has(device.id)) return answer(410, 'the subscription expired');
    if (standIn.isDown) return answer(503, 'down for maintenance');
    const ttl = Number(header(headers, 'ttl'));
    if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header missing');
    const vapid = vapidRefusal(header(headers, 'authorization') ?? '', standIn.origin, Date.now() / 1000);
    if (typeof vapid === 'string') return answer(401, vapid);
    if (header(headers, 'content-encoding') !== 'aes128gcm') return answer(415, 'not aes128gcm');
    let payload: string;
    try {
      payload = decryptAes128gcm(device, body);
    } catch (error) {
      return answer(400, `the body does not decrypt: ${(error as Error).message}`);
    }
    standIn.received.push({ deviceId: device.id, ttl, subject: vapid.subject, vapidKey: vapid.key, payload });
    return answer(201, 'created');
  };
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const { status, reason } = handle(
      incoming.method ?? '',
      incoming.url ?? '',
      incoming.headers,
      Buffer.concat(chunks),
    );
    outgoing.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
};

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
