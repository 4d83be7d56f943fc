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
