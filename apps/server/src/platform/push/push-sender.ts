import type { PushMessage } from '@freight/domain';

/** The browser's subscription as the Push API gives it (`PushSubscription.toJSON()`), keys base64url. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Encrypts a payload to one browser (RFC 8291) and hands it to its push service (RFC 8030) with our VAPID key. */
export type PushSender = {
  /** The VAPID public key (base64url) browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  send: (target: PushTarget, payload: PushMessage) => Promise<void>;
};

/**
 * A push the push service did not accept. `gone` (404, 410): the browser dropped the subscription, so it is deleted
 * and never tried again. `permanent`: asking again cannot help (a malformed request, a key the service refuses);
 * otherwise (rate limited, the service down, no answer) the outbox retries after its backoff.
 */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly gone = false,
  ) {
    super(message);
    this.name = 'PushSendError';
  }
}
