import type { Config } from '../config';
import type { SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

/** How long a text waits for Twilio before it counts as not sent (and is retried). */
const TWILIO_TIMEOUT_MS = 10_000;

/** The configured SMS provider, or null with `SMS_TRANSPORT=none`: then no text is written or offered. */
export const createSmsSender = ({ sms }: Pick<Config, 'sms'>): SmsSender | null => {
  switch (sms.transport) {
    case 'none':
      return null;
    case 'twilio':
      return createTwilioSmsSender({ ...sms, baseUrl: sms.apiUrl, timeoutMs: TWILIO_TIMEOUT_MS });
    default:
      return sms satisfies never;
  }
};
