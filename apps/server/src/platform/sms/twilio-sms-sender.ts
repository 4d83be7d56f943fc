import { SmsSendError, type SmsSender } from './sms-sender';

export type TwilioOptions = {
  accountSid: string;
  /** Only ever sent in the Authorization header; never logged nor put in an error message. */
  authToken: string;
  /** The sender: an E.164 number of the account, or a Messaging Service that picks one. */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com unless a test points it at a stand-in. */
  baseUrl: string;
  timeoutMs: number;
};

/** Twilio's documented error body: https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions */
type TwilioError = { code?: number; message?: string; status?: number; more_info?: string };

/** 429 (too many requests) and 5xx are Twilio being busy or down: worth asking again. Other 4xx are not. */
const isRetryableStatus = (status: number) => status === 429 || status >= 500;

const refusalOf = (status: number, body: TwilioError): SmsSendError => {
  const code = body.code ? ` error ${body.code}` : '';
  const detail = body.message ? `: ${body.message}` : '';
  return new SmsSendError(`Twilio ${status}${code}${detail}`, !isRetryableStatus(status));
};

const readJson = async (response: Response): Promise<Record<string, unknown>> =>
  (await response.json().catch(() => ({}))) as Record<string, unknown>;

/**
 * Twilio's Programmable Messaging REST API over fetch: one `POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, HTTP basic auth with the account SID and auth token. 201 answers the message's SID. No answer within
 * `timeoutMs` is retryable: Twilio may have queued it, so a retry can send it twice, which beats never.
 */
export const createTwilioSmsSender = ({
  accountSid,
  authToken,
  sender,
  baseUrl,
  timeoutMs,
}: TwilioOptions): SmsSender => {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, baseUrl);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const senderFields: Record<string, string> =
    'from' in sender ? { From: sender.from } : { MessagingServiceSid: sender.messagingServiceSid };
  return {
    kind: 'twilio',
    send: async ({ to, body }) => {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, ...senderFields, Body: body }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new SmsSendError(timedOut ? 'Twilio did not answer in time' : 'Twilio could not be reached', false);
      }
      const answer = await readJson(response);
      if (!response.ok) throw refusalOf(response.status, answer as TwilioError);
      if (typeof answer.sid !== 'string') {
        // Accepted (2xx) but unreadable: asking again could send it twice, so it is not retried.
        throw new SmsSendError('Twilio accepted the message but answered without its sid', true);
      }
      return { providerMessageId: answer.sid };
    },
  };
};
