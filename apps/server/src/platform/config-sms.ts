import { z } from 'zod';
import { optionalText } from './config-values';

/** The SMS variables (platform/sms): off unless a provider is configured. */
export const SMS_ENV = {
  SMS_TRANSPORT: z.enum(['none', 'twilio']).default('none'),
  TWILIO_ACCOUNT_SID: optionalText.refine((value) => value === undefined || /^AC[0-9a-f]{32}$/i.test(value), {
    message: 'expected the account SID, AC followed by 32 hex digits',
  }),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.refine((value) => value === undefined || /^\+[1-9]\d{6,14}$/.test(value), {
    message: 'expected an E.164 number, e.g. +13065550142',
  }),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.refine((value) => value === undefined || /^MG[0-9a-f]{32}$/i.test(value), {
    message: 'expected a Messaging Service SID, MG followed by 32 hex digits',
  }),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
};

/** The variables behind SMS, as `loadConfig` parses them. */
type SmsEnv = {
  SMS_TRANSPORT: 'none' | 'twilio';
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
  TWILIO_MESSAGING_SERVICE_SID?: string | undefined;
  TWILIO_API_URL: string;
};

export type SmsConfig =
  | { transport: 'none' }
  | {
      transport: 'twilio';
      accountSid: string;
      /** Never logged. */
      authToken: string;
      /** A Messaging Service picks the number itself; otherwise texts come from `from`. */
      sender: { from: string } | { messagingServiceSid: string };
      apiUrl: string;
    };

export const smsConfigOf = (e: SmsEnv): SmsConfig => {
  if (e.SMS_TRANSPORT === 'none' || !e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN) return { transport: 'none' };
  const sender = e.TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID }
    : { from: e.TWILIO_FROM ?? '' };
  return {
    transport: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    sender,
    apiUrl: e.TWILIO_API_URL,
  };
};

const TWILIO_REQUIRED: { variable: 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN'; what: string }[] = [
  { variable: 'TWILIO_ACCOUNT_SID', what: 'AC followed by 32 hex digits, from the Twilio console' },
  { variable: 'TWILIO_AUTH_TOKEN', what: 'the account auth token, from the Twilio console' },
];

/** With Twilio chosen, the account, its token and a sender (a number or a Messaging Service) are each required. */
export const refuseSmsProblems = (env: SmsEnv, ctx: z.RefinementCtx): void => {
  if (env.SMS_TRANSPORT !== 'twilio') return;
  for (const { variable, what } of TWILIO_REQUIRED) {
    if (!env[variable]) {
      ctx.addIssue({ code: 'custom', path: [variable], message: `required when SMS_TRANSPORT=twilio (${what})` });
    }
  }
  if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_FROM'],
      message: 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_TRANSPORT=twilio',
    });
  }
};
