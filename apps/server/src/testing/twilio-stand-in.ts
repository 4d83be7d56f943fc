import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsConfig } from '../platform/config-sms';

export const TWILIO_TEST_ACCOUNT_SID = `AC${'5e'.repeat(16)}`;
export const TWILIO_TEST_AUTH_TOKEN = 'twilio-test-auth-token';
export const TWILIO_TEST_FROM = '+13065550100';

export type TwilioRequest = { method: string; path: string; authorization: string; form: Record<string, string> };
export type TwilioAnswer = { status: number; body: unknown };

const MESSAGES_PATH = `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT_SID}/Messages.json`;
const BASIC_AUTH = `Basic ${Buffer.from(`${TWILIO_TEST_ACCOUNT_SID}:${TWILIO_TEST_AUTH_TOKEN}`).toString('base64')}`;

/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response). */
export const twilioError = (status: number, code: number, message: string): TwilioAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** What Twilio answers to an accepted message: 201 with the Message resource, `queued` on their side. */
export const acceptMessage = ({ form }: TwilioRequest): TwilioAnswer => ({
  status: 201,
  body: {
    sid: `SM${randomBytes(16).toString('hex')}`,
    account_sid: TWILIO_TEST_ACCOUNT_SID,
    to: form.To,
    from: form.From ?? null,
    messaging_service_sid: form.MessagingServiceSid ?? null,
    body: form.Body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
  },
});

/** Checks what any real Twilio would before a test's answer: the account's path, basic auth, To and Body. */
const protocolRefusal = (request: TwilioRequest): TwilioAnswer | null => {
  if (request.authorization !== BASIC_AUTH) return twilioError(401, 20003, 'Authenticate');
  if (request.method !== 'POST' || request.path !== MESSAGES_PATH) {
    return twilioError(404, 20404, 'The requested resource was not found');
  }
  if (!request.form.To) return twilioError(400, 21604, "A 'To' phone number is required.");
  if (!/^\+[1-9]\d{6,14}$/.test(request.form.To)) {
    return twilioError(400, 21211, `The 'To' number ${request.form.To} is not a valid phone number.`);
  }
  if (!request.form.From && !request.form.MessagingServiceSid) {
    return twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message");
  }
  if (!request.form.Body) return twilioError(400, 21602, 'Message body is required.');
  return null;
};

/**
 * Twilio's Messages API on the loopback interface (plain node:http, so nothing of ours parses the request): form
 * bodies, basic auth, Twilio-shaped JSON answers. Each test sets `answer`; `seen` keeps every request.
 */
export const startTwilioStandIn = async () => {
  const standIn = {
    baseUrl: '',
    seen: [] as TwilioRequest[],
    answer: acceptMessage as (request: TwilioRequest) => TwilioAnswer,
    /** How the app under test reaches it (SMS_TRANSPORT=twilio pointed at the stand-in). */
    smsConfig: (): SmsConfig => ({
      transport: 'twilio',
      accountSid: TWILIO_TEST_ACCOUNT_SID,
      authToken: TWILIO_TEST_AUTH_TOKEN,
      sender: { from: TWILIO_TEST_FROM },
      apiUrl: standIn.baseUrl,
    }),
    reset: () => {
      standIn.seen.length = 0;
      standIn.answer = acceptMessage;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: TwilioRequest = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      authorization: incoming.headers.authorization ?? '',
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
    };
    standIn.seen.push(request);
    const { status, body } = protocolRefusal(request) ?? standIn.answer(request);
    outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
};

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
