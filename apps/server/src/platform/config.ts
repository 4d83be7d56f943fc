import path from 'node:path';
import type { OfficePhone } from '@freight/domain';
import { z } from 'zod';
import { PASSWORD_HASH_COST, type PasswordHashCost } from './auth/passwords';
import { PUSH_ENV, type PushConfig, pushConfigOf, refusePushProblems } from './config-push';
import { refuseSmsProblems, SMS_ENV, type SmsConfig, smsConfigOf } from './config-sms';
import { type FileStorageConfig, fileStorageOf, refuseStorageProblems, STORAGE_ENV } from './config-storage';
import {
  cadDollars,
  officePhoneOf,
  officePhones,
  optionalText,
  repoPath,
  type TrustProxy,
  tileUrlTemplate,
  trackerId,
  trustProxy,
} from './config-values';
import { DEMO_DEFAULT_RULES, demoDefaultsInForce } from './demo-defaults';
import { REPO_ROOT } from './paths';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The one opt-in that lets NODE_ENV=production keep development defaults, for a demo.
    ALLOW_DEMO_DEFAULTS: z
      .enum(['true', 'false'], { error: 'expected true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
    DATA_DIR: repoPath.default(path.resolve(REPO_ROOT, 'var/data')),
    FILES_DIR: repoPath.default(path.resolve(REPO_ROOT, 'var/files')),
    WEB_DIST_DIR: repoPath.default(path.resolve(REPO_ROOT, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(1_048_576),
    SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    VISITORS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    PUBLIC_BASE_URL: z.url().optional(),
    MAIL_TRANSPORT: z.enum(['dev', 'smtp']).default('dev'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Freight Dispatch <no-reply@freight.localhost>'),
    MAIL_DIR: repoPath.default(path.resolve(REPO_ROOT, 'var/mail')),
    GEOCODER: z.enum(['embedded', 'nominatim']).default('embedded'),
    GEOCODER_URL: z.url().optional(),
    GEOCODER_BIAS_LAT: z.coerce.number().min(-90).max(90).default(52.1332),
    GEOCODER_BIAS_LON: z.coerce.number().min(-180).max(180).default(-106.67),
    ROUTING: z.enum(['estimate', 'osrm']).default('estimate'),
    ROUTING_URL: z.url().optional(),
    ROUTING_FALLBACK: z.enum(['none', 'estimate']).default('none'),
    GEO_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    EXCHANGE_RATES: z.enum(['embedded', 'bankofcanada']).default('embedded'),
    EXCHANGE_RATES_URL: z.url().optional(),
    MAP_TILES_STREET_URL: tileUrlTemplate,
    MAP_TILES_SATELLITE_URL: tileUrlTemplate,
    MAP_TILES_ATTRIBUTION: optionalText,
    STAFF_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    LOAD_ALERT_BASIC_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(30),
    LOAD_ALERT_SEND_INTERVAL_S: z.coerce.number().int().min(1).max(3_600).default(60),
    PAYOUT_RUN_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(300),
    // Hours after delivery a shipper may report a problem (issue 23 part 4); at most 30 days, since the payout it holds
    // was due 7 days after delivery and drivers are told when they are paid.
    DISPUTE_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    SUBSCRIPTION_PRICE_LEVEL_1_CAD: cadDollars.prefault(199),
    SUBSCRIPTION_PRICE_LEVEL_2_CAD: cadDollars.prefault(399),
    REFERRAL_REWARD_SIGNUP_CAD: cadDollars.prefault(5),
    REFERRAL_REWARD_FIRST_LOAD_CAD: cadDollars.prefault(50),
    ANALYTICS_META_PIXEL_ID: trackerId(/^\d{5,20}$/, '123456789012345'),
    ANALYTICS_GA4_MEASUREMENT_ID: trackerId(/^G-[A-Z0-9]{4,16}$/, 'G-ABC123XYZ9'),
    ANALYTICS_HOTJAR_SITE_ID: trackerId(/^\d{3,12}$/, '1234567'),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
    PAYMENT_RECONCILE_INTERVAL_S: z.coerce.number().int().min(1).max(3_600).default(60),
    ...STORAGE_ENV,
    ...SMS_ENV,
    ...PUSH_ENV,
    // Shutdown (issue 16): how long readiness fails before the server stops listening; unset is 5 s in production.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    TRUST_PROXY: trustProxy,
    // Invoices (modules/documents): the seller named on them and its CRA business number with the GST/HST program.
    BUSINESS_NAME: z.string().min(1).default('Freight Dispatch'),
    BUSINESS_NUMBER: optionalText.refine((value) => value === undefined || /^\d{9} ?RT ?\d{4}$/.test(value), {
      message: 'expected the GST/HST registration number: 9 digits, RT and 4 digits, e.g. 123456789 RT0001',
    }),
    OFFICE_PHONES: officePhones.default([
      officePhoneOf('toll_free', '1-800-555-0199'),
      officePhoneOf('office:Saskatoon', '306-555-0142'),
    ]),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'smtp' || env.SMTP_URL, {
    path: ['SMTP_URL'],
    message: 'required when MAIL_TRANSPORT=smtp (e.g. smtp://user:pass@mail.example.com:587)',
  })
  .refine((env) => env.GEOCODER !== 'nominatim' || env.GEOCODER_URL, {
    path: ['GEOCODER_URL'],
    message: 'required when GEOCODER=nominatim (your own Nominatim server, e.g. http://nominatim.internal:8080)',
  })
  .refine((env) => env.PAYMENT_GATEWAY !== 'stripe' || env.STRIPE_SECRET_KEY, {
    path: ['STRIPE_SECRET_KEY'],
    message: 'required when PAYMENT_GATEWAY=stripe (your secret key, sk_live_... or sk_test_...)',
  })
  .refine((env) => env.ROUTING !== 'osrm' || env.ROUTING_URL, {
    path: ['ROUTING_URL'],
    message: 'required when ROUTING=osrm (e.g. http://osrm.internal:5000)',
  })
  .superRefine(refuseStorageProblems)
  .superRefine(refuseSmsProblems)
  .superRefine(refusePushProblems)
  // In production staff are made only by `npm run create-staff`: a sign-up must never make staff (issue 10).
  .refine((env) => env.NODE_ENV !== 'production' || env.STAFF_EMAILS.length === 0, {
    path: ['STAFF_EMAILS'],
    message: 'not allowed with NODE_ENV=production; make staff with `npm run create-staff -- --email ...`',
  })
  // Emailed links (password resets, staff invitations) must lead to the product, not to localhost: required even in a
  // demo, since a demo on a public host sends real links too.
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_BASE_URL, {
    path: ['PUBLIC_BASE_URL'],
    message: 'required with NODE_ENV=production: the https:// address users reach, used in emailed links',
  })
  // An invoice without the seller's GST/HST number cannot support the shipper's input tax credit: required even in a
  // demo, since a demo's invoices look real too.
  .refine((env) => env.NODE_ENV !== 'production' || env.BUSINESS_NUMBER, {
    path: ['BUSINESS_NUMBER'],
    message:
      'required with NODE_ENV=production: the GST/HST registration number printed on invoices (123456789 RT0001)',
  })
  // Development defaults are unsafe on the internet: production refuses each one, unless a demo opts in.
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production' || env.ALLOW_DEMO_DEFAULTS) return;
    for (const rule of DEMO_DEFAULT_RULES.filter((rule) => rule.isInForce(env))) {
      ctx.addIssue({
        code: 'custom',
        path: [rule.variable],
        message: `not allowed with NODE_ENV=production: ${rule.refusal} (or ALLOW_DEMO_DEFAULTS=true for a demo)`,
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections a process holds; unset sizes it for the machine's cores (db/postgres.ts). */
  databasePoolSize: number | undefined;
  dataDir: string;
  webDistDir: string;
  /** Where the embedded file storage keeps pictures. */
  filesDir: string;
  /** `local`: plain files under `filesDir`; `s3`: a bucket shared by every server process. */
  fileStorage: FileStorageConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /**
   * Accounts one client address may register, and visitor (temporary) accounts it may start, per hour. Generous:
   * a farm family or a carrier's shared mobile address signs up several people; a script signs up thousands.
   */
  accountCreationLimits: { signUpsPerAddressPerHour: number; visitorsPerAddressPerHour: number };
  /**
   * argon2id's cost for new password hashes. Deliberately no environment variable: a server always hashes at
   * PASSWORD_HASH_COST; only the server tests' config lowers it (testing/build-test-app.ts), so their thousands of
   * sign-ups do not each spend ~30 ms of CPU on a hash no attacker will ever see.
   */
  passwordHashCost: PasswordHashCost;
  publicBaseUrl: string;
  officePhones: OfficePhone[];
  /** Yearly price of each paid plan in CAD cents (docs/subscriptions.md); charged once card payments exist. */
  subscriptionPrices: { level1Cents: number; level2Cents: number };
  /** What a referrer earns, in CAD cents (docs/decisions/010-referrals.md); 0 turns a reward off. */
  referralRewards: { signupCents: number; firstLoadCents: number };
  /** Third-party trackers, each off (null) unless configured, and loaded in the browser only after consent. */
  analytics: { metaPixelId: string | null; ga4MeasurementId: string | null; hotjarSiteId: string | null };
  /** Card payments (modules/payments/README.md): the keyless sandbox, or Stripe with the account's secret key. */
  payments: {
    gateway: 'sandbox' | 'stripe';
    stripeSecretKey: string | undefined;
    stripeApiUrl: string;
    timeoutMs: number;
    /** How often each server process settles payments left pending by a crash or an unanswered gateway. */
    reconcileIntervalS: number;
  };
  /** XYZ templates the browser loads tiles from; both null means the web's offline outline basemap. */
  mapTiles: { street: string | null; satellite: string | null; attribution: string | null };
  mail: { transport: 'dev'; dir: string; from: string } | { transport: 'smtp'; smtpUrl: string; from: string };
  /** Texts (platform/sms): none written or offered with `none`; Twilio's REST API otherwise. */
  sms: SmsConfig;
  push: PushConfig;
  geo: {
    geocoder: 'embedded' | 'nominatim';
    geocoderUrl: string | undefined;
    biasPoint: { lat: number; lon: number };
    routing: 'estimate' | 'osrm';
    routingUrl: string | undefined;
    routingFallback: 'none' | 'estimate';
    httpTimeoutMs: number;
  };
  exchangeRates: {
    /** `embedded`: the bundled dated snapshot; `bankofcanada`: the Valet API, fetched at most once a day. */
    source: 'embedded' | 'bankofcanada';
    /** Valet base URL; unset means the Bank of Canada's own (https://www.bankofcanada.ca/valet). */
    url: string | undefined;
  };
  /** Accounts that become staff once they confirm this email address (how the first staff account is made). */
  staffEmails: string[];
  loadAlerts: {
    /** How long after premium drivers basic (level 0) drivers see a newly posted load's alert. */
    basicDelayMinutes: number;
    /** How often each server process sends due alerts by email and SMS. */
    sendIntervalS: number;
  };
  /** How often each server process pays drivers' due payouts (claimed row by row, never paid twice). */
  payouts: { runIntervalS: number };
  /** How many hours after delivery the shipper may report a problem that holds the driver's payout. */
  disputes: { windowHours: number };
  /**
   * Development defaults a production demo keeps (ALLOW_DEMO_DEFAULTS=true), each as `VARIABLE=value (meaning)`,
   * warned of at every start; always empty outside production.
   */
  demoDefaults: string[];
  /** On SIGTERM, readiness answers 503 this long before the server stops listening, so a balancer drains it. */
  shutdownDrainMs: number;
  /** The seller on invoices; `businessNumber` null only outside production (the invoice says it is not set). */
  invoicing: { businessName: string; businessNumber: string | null };
  /** Peers whose X-Forwarded-For names the client (`request.ip`); false means the TCP peer is the client. */
  trustProxy: TrustProxy;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads every setting from the environment once; a bad value names the variable and what it expects. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    webDistDir: e.WEB_DIST_DIR,
    filesDir: e.FILES_DIR,
    fileStorage: fileStorageOf(e),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    accountCreationLimits: {
      signUpsPerAddressPerHour: e.SIGN_UPS_PER_ADDRESS_PER_HOUR,
      visitorsPerAddressPerHour: e.VISITORS_PER_ADDRESS_PER_HOUR,
    },
    passwordHashCost: PASSWORD_HASH_COST,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    officePhones: e.OFFICE_PHONES,
    subscriptionPrices: {
      level1Cents: e.SUBSCRIPTION_PRICE_LEVEL_1_CAD,
      level2Cents: e.SUBSCRIPTION_PRICE_LEVEL_2_CAD,
    },
    referralRewards: {
      signupCents: e.REFERRAL_REWARD_SIGNUP_CAD,
      firstLoadCents: e.REFERRAL_REWARD_FIRST_LOAD_CAD,
    },
    analytics: {
      metaPixelId: e.ANALYTICS_META_PIXEL_ID ?? null,
      ga4MeasurementId: e.ANALYTICS_GA4_MEASUREMENT_ID ?? null,
      hotjarSiteId: e.ANALYTICS_HOTJAR_SITE_ID ?? null,
    },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeApiUrl: e.STRIPE_API_URL,
      timeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
      reconcileIntervalS: e.PAYMENT_RECONCILE_INTERVAL_S,
    },
    mapTiles: {
      street: e.MAP_TILES_STREET_URL ?? null,
      satellite: e.MAP_TILES_SATELLITE_URL ?? null,
      attribution: e.MAP_TILES_ATTRIBUTION ?? null,
    },
    mail:
      e.MAIL_TRANSPORT === 'smtp' && e.SMTP_URL
        ? { transport: 'smtp', smtpUrl: e.SMTP_URL, from: e.MAIL_FROM }
        : { transport: 'dev', dir: e.MAIL_DIR, from: e.MAIL_FROM },
    sms: smsConfigOf(e),
    push: pushConfigOf(e),
    geo: {
      geocoder: e.GEOCODER,
      geocoderUrl: e.GEOCODER_URL,
      biasPoint: { lat: e.GEOCODER_BIAS_LAT, lon: e.GEOCODER_BIAS_LON },
      routing: e.ROUTING,
      routingUrl: e.ROUTING_URL,
      routingFallback: e.ROUTING_FALLBACK,
      httpTimeoutMs: e.GEO_HTTP_TIMEOUT_MS,
    },
    exchangeRates: { source: e.EXCHANGE_RATES, url: e.EXCHANGE_RATES_URL },
    staffEmails: e.STAFF_EMAILS,
    loadAlerts: { basicDelayMinutes: e.LOAD_ALERT_BASIC_DELAY_MINUTES, sendIntervalS: e.LOAD_ALERT_SEND_INTERVAL_S },
    payouts: { runIntervalS: e.PAYOUT_RUN_INTERVAL_S },
    disputes: { windowHours: e.DISPUTE_WINDOW_HOURS },
    demoDefaults: e.NODE_ENV === 'production' ? demoDefaultsInForce(e) : [],
    // A balancer's health check runs every few seconds; nothing drains a development server, so it stops at once.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    trustProxy: e.TRUST_PROXY,
    invoicing: { businessName: e.BUSINESS_NAME, businessNumber: e.BUSINESS_NUMBER ?? null },
  };
};
