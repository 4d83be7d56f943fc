import { ConfigError, loadConfig } from './config';

/** What loadConfig refuses in `env`, one line per problem; none when it loads. */
export const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

/** A production environment with real mail, real payments, its public https address and its business number. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://freight.example.com',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_example',
  BUSINESS_NUMBER: '123456789 RT0001',
} as const;
