import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedAddress } from '../../testing/stand-in-server';
import {
  startTwilioStandIn,
  TWILIO_TEST_ACCOUNT_SID,
  TWILIO_TEST_AUTH_TOKEN,
  TWILIO_TEST_FROM,
  type TwilioStandIn,
  twilioError,
} from '../../testing/twilio-stand-in';
import { SmsSendError } from './sms-sender';
import { createTwilioSmsSender, type TwilioOptions } from './twilio-sms-sender';

let standIn: TwilioStandIn;

beforeAll(async () => {
  standIn = await startTwilioStandIn();
});

afterAll(() => standIn.close());

beforeEach(() => standIn.reset());

const sender = (overrides: Partial<TwilioOptions> = {}) =>
  createTwilioSmsSender({
    accountSid: TWILIO_TEST_ACCOUNT_SID,
    authToken: TWILIO_TEST_AUTH_TOKEN,
    sender: { from: TWILIO_TEST_FROM },
    baseUrl: standIn.baseUrl,
    timeoutMs: 2_000,
    ...overrides,
  });

const TEXT = { to: '+13065550142', body: 'New load: Kubota M7-172 tractor https://freight.example/job/1' };

/** The SmsSendError a send rejects with; anything else fails the test. */
const refusalOf = async (promise: Promise<unknown>): Promise<SmsSendError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SmsSendError)) throw new Error(`expected an SmsSendError, got ${String(error)}`);
  return error;
};

describe('Twilio SMS sender', () => {
  it('POSTs To, From and Body form-encoded to the account’s Messages.json with basic auth, and answers the sid', async () => {
    const { providerMessageId } = await sender().send(TEXT);

    expect(providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(standIn.seen).toHaveLength(1);
    const [request] = standIn.seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT_SID}/Messages.json`);
    const credentials = Buffer.from(request?.authorization.replace(/^Basic /, '') ?? '', 'base64').toString();
    expect(credentials).toBe(`${TWILIO_TEST_ACCOUNT_SID}:${TWILIO_TEST_AUTH_TOKEN}`);
    expect(request?.form).toEqual({ To: TEXT.to, From: TWILIO_TEST_FROM, Body: TEXT.body });
  });

  it('sends through a Messaging Service instead of a number when configured', async () => {
    const messagingServiceSid = `MG${'7c'.repeat(16)}`;
    await sender({ sender: { messagingServiceSid } }).send(TEXT);
    expect(standIn.seen[0]?.form).toEqual({ To: TEXT.to, MessagingServiceSid: messagingServiceSid, Body: TEXT.body });
  });

  it('treats a 400 refusal as permanent and keeps Twilio’s code and message', async () => {
    standIn.answer = () => twilioError(400, 21211, "The 'To' number +1306555 is not a valid phone number.");
    const error = await refusalOf(sender().send(TEXT));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe("Twilio 400 error 21211: The 'To' number +1306555 is not a valid phone number.");
  });

  it('treats wrong credentials as permanent, and never puts the auth token in the error', async () => {
    const error = await refusalOf(sender({ authToken: 'wrong-secret-token' }).send(TEXT));
    expect(error).toMatchObject({ permanent: true, message: 'Twilio 401 error 20003: Authenticate' });
    expect(error.message).not.toContain('wrong-secret-token');
  });

  it('treats 429 (too many requests) and 5xx as retryable', async () => {
    standIn.answer = () => twilioError(429, 20429, 'Too Many Requests');
    expect(await refusalOf(sender().send(TEXT))).toMatchObject({
      permanent: false,
      message: 'Twilio 429 error 20429: Too Many Requests',
    });
    standIn.answer = () => ({ status: 500, body: {} });
    expect(await refusalOf(sender().send(TEXT))).toMatchObject({ permanent: false, message: 'Twilio 500' });
    standIn.answer = () => ({ status: 503, body: 'Service Unavailable' });
    expect((await refusalOf(sender().send(TEXT))).permanent).toBe(false);
  });

  it('does not retry a 201 without a sid, which Twilio may already be sending', async () => {
    standIn.answer = () => ({ status: 201, body: { status: 'queued' } });
    expect((await refusalOf(sender().send(TEXT))).permanent).toBe(true);
  });

  it('treats no connection as retryable', async () => {
    const error = await refusalOf(sender({ baseUrl: await closedAddress() }).send(TEXT));
    expect(error).toMatchObject({ permanent: false, message: 'Twilio could not be reached' });
  });

  it('gives up waiting after the timeout, retryable', async () => {
    const silent = createServer(() => {
      // Never answers, like a provider that hangs.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      const error = await refusalOf(sender({ baseUrl, timeoutMs: 200 }).send(TEXT));
      expect(error).toMatchObject({ permanent: false, message: 'Twilio did not answer in time' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
