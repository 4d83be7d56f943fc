import type { PushMessage } from '@freight/domain';
import webpush from 'web-push';
import { PushSendError, type PushSender, type PushTarget } from './push-sender';

/**
 * A push that waits longer than a day is no news any more (the in-app notice and the email are still there); push
 * services keep it that long for a phone that is off or out of signal.
 */
const TIME_TO_LIVE_S = 24 * 60 * 60;

export type WebPushSenderOptions = {
  keys: { publicKey: string; privateKey: string };
  subject: string;
  timeoutMs: number;
};

const refusal = (status: number, detail: string): PushSendError => {
  const message = `not sent: the push service answered ${status}${detail ? ` (${detail.slice(0, 200)})` : ''}`;
  if (status === 404 || status === 410) return new PushSendError(message, true, true);
  // 429 and 5xx pass; any other 4xx (a malformed request, a payload too large, a VAPID key it refuses) would again.
  return new PushSendError(message, status >= 400 && status < 500 && status !== 429);
};

/**
 * Web Push through the `web-push` library, which writes the VAPID JWT and the aes128gcm body; the request itself goes
 * out with fetch so it has a deadline (and reaches a local stand-in over http in tests).
 */
export const createWebPushSender = ({ keys, subject, timeoutMs }: WebPushSenderOptions): PushSender => ({
  publicKey: keys.publicKey,
  send: async (target: PushTarget, payload: PushMessage) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject, ...keys }, TTL: TIME_TO_LIVE_S, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new PushSendError(`not sent: the push service did not answer (${(cause as Error).name})`, false);
    }
    if (response.ok) return;
    throw refusal(response.status, await response.text().catch(() => ''));
  },
});
