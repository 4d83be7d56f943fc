export type SmsMessage = {
  /** E.164, e.g. `+13065550142`. */
  to: string;
  body: string;
};

/** Sends one text or throws an `SmsSendError`; resolves with the provider's id of the accepted message. */
export type SmsSender = {
  kind: 'twilio';
  send: (message: SmsMessage) => Promise<{ providerMessageId: string }>;
};

/**
 * A text the provider did not accept. `permanent` means asking again cannot help (a bad number, a refused sender,
 * wrong credentials), so the outbox stops retrying it; otherwise (rate limited, the provider down, no answer) the
 * retry runner tries again after its backoff.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
