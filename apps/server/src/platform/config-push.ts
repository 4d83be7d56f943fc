import { z } from 'zod';
import { optionalText } from './config-values';

/** Web Push settings (platform/push): VAPID keys and the contact push services may write to. */
export type PushConfig = {
  /** Null: the embedded default, a key pair generated once and kept in the database (platform/push/vapid-keys.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who push services contact about our traffic (RFC 8292 `sub`): a mailto: or https: address. */
  subject: string;
  /**
   * Origins beyond the browsers' push services that a subscription's endpoint may name: only for a local stand-in in
   * development and tests, since the server POSTs to whatever endpoint it accepts.
   */
  extraServiceOrigins: string[];
};

/** base64url of an uncompressed P-256 point (65 bytes, 0x04 first) or of its 32-byte private scalar. */
const isKeyOfLength = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

const origins = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected comma-separated http(s) origins' })));

export const PUSH_ENV = {
  VAPID_PUBLIC_KEY: optionalText.refine((value) => value === undefined || isKeyOfLength(value, 65), {
    message: 'expected the base64url public key of a P-256 pair (87 characters; `npx web-push generate-vapid-keys`)',
  }),
  VAPID_PRIVATE_KEY: optionalText.refine((value) => value === undefined || isKeyOfLength(value, 32), {
    message: 'expected the base64url private key of a P-256 pair (43 characters; `npx web-push generate-vapid-keys`)',
  }),
  VAPID_SUBJECT: optionalText.pipe(
    z.url({ protocol: /^(mailto|https)$/, error: 'expected a mailto: or https: address' }).optional(),
  ),
  PUSH_SERVICE_ORIGINS: origins,
};

type PushEnv = {
  NODE_ENV: string;
  PUBLIC_BASE_URL?: string | undefined;
  MAIL_FROM: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_SERVICE_ORIGINS: string[];
};

/** Refuses a half-set key pair anywhere, and a stand-in push service in production (the server would POST to it). */
export const refusePushProblems = (env: PushEnv, ctx: z.RefinementCtx): void => {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'set both VAPID keys of one pair, or neither' });
  }
  if (env.NODE_ENV === 'production' && env.PUSH_SERVICE_ORIGINS.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUSH_SERVICE_ORIGINS'],
      message: 'not allowed with NODE_ENV=production: only the browsers’ own push services receive pushes there',
    });
  }
};

/** Apple and Mozilla refuse a subject they cannot reach; the public https address, else the sender's mailbox. */
const defaultSubject = (env: PushEnv) => {
  if (env.PUBLIC_BASE_URL?.startsWith('https:')) return env.PUBLIC_BASE_URL;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
};

export const pushConfigOf = (env: PushEnv): PushConfig => ({
  vapidKeys:
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : null,
  subject: env.VAPID_SUBJECT ?? defaultSubject(env),
  extraServiceOrigins: env.PUSH_SERVICE_ORIGINS.map((origin) => new URL(origin).origin),
});
