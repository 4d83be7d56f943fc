import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION_ENV, problemsOf } from './config.test-helpers';

const PRODUCTION = PRODUCTION_ENV;

describe('loadConfig', () => {
  it('runs on the embedded database at port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/var\/data$/);
    expect(config.officePhones.length).toBeGreaterThan(0);
  });

  it('names the variable and what it expects when a value is bad', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: .*number/i)]);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([expect.stringMatching(/^DATABASE_URL: .*postgres/)]);
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual([expect.stringMatching(/^LOG_LEVEL: /)]);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: '-1', BODY_LIMIT_BYTES: 'lots', OFFICE_PHONES: 'no number here' })).toHaveLength(3);
  });

  it('reads office phones as label|number pairs, knowing toll-free and town-office labels the web translates', () => {
    const config = loadConfig({
      OFFICE_PHONES:
        'Toll free|1-800-555-0100, office:Regina|306-555-0111, Swift Current office|306-555-0122, Dispatch|306-555-0133',
    });
    expect(config.officePhones).toEqual([
      { label: 'Toll free', number: '1-800-555-0100', kind: 'toll_free' },
      { label: 'Regina office', number: '306-555-0111', kind: 'office', place: 'Regina' },
      { label: 'Swift Current office', number: '306-555-0122', kind: 'office', place: 'Swift Current' },
      { label: 'Dispatch', number: '306-555-0133', kind: 'named' },
    ]);
  });

  it('points emailed links at the port it serves unless PUBLIC_BASE_URL says otherwise', () => {
    expect(loadConfig({ PORT: '3300' }).publicBaseUrl).toBe('http://localhost:3300');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://freight.example.com' }).publicBaseUrl).toBe(
      'https://freight.example.com',
    );
  });

  it('needs SMTP_URL when mail is sent over SMTP', () => {
    expect(problemsOf({ MAIL_TRANSPORT: 'smtp' })).toEqual([expect.stringMatching(/^SMTP_URL: required/)]);
    expect(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.com:587' }).mail.transport).toBe('smtp');
  });

  it('refuses STAFF_EMAILS in production, where only create-staff makes staff', () => {
    expect(problemsOf({ ...PRODUCTION, STAFF_EMAILS: 'boss@freight.example' })).toEqual([
      expect.stringMatching(/^STAFF_EMAILS: not allowed with NODE_ENV=production/),
    ]);
    expect(loadConfig(PRODUCTION).staffEmails).toEqual([]);
    expect(loadConfig({ STAFF_EMAILS: 'Boss@Freight.example' }).staffEmails).toEqual(['boss@freight.example']);
  });

  it('converts currencies with the bundled snapshot unless EXCHANGE_RATES asks for the Bank of Canada', () => {
    expect(loadConfig({}).exchangeRates).toEqual({ source: 'embedded', url: undefined });
    expect(
      loadConfig({ EXCHANGE_RATES: 'bankofcanada', EXCHANGE_RATES_URL: 'http://valet.internal/valet' }).exchangeRates,
    ).toEqual({ source: 'bankofcanada', url: 'http://valet.internal/valet' });
    expect(problemsOf({ EXCHANGE_RATES: 'ecb', EXCHANGE_RATES_URL: 'not a url' })).toEqual([
      expect.stringMatching(/^EXCHANGE_RATES: /),
      expect.stringMatching(/^EXCHANGE_RATES_URL: /),
    ]);
  });

  it('leaves the map on its offline outline basemap unless tile URLs are set', () => {
    expect(loadConfig({}).mapTiles).toEqual({ street: null, satellite: null, attribution: null });
    expect(loadConfig({ MAP_TILES_STREET_URL: '', MAP_TILES_ATTRIBUTION: ' ' }).mapTiles).toEqual({
      street: null,
      satellite: null,
      attribution: null,
    });
  });

  it('reads street and satellite tile URLs as XYZ templates with their attribution', () => {
    const config = loadConfig({
      MAP_TILES_STREET_URL: 'https://{s}.tile.example/{z}/{x}/{y}{r}.png',
      MAP_TILES_SATELLITE_URL: 'http://imagery.internal/{z}/{y}/{x}.jpg',
      MAP_TILES_ATTRIBUTION: '© Example Maps',
    });
    expect(config.mapTiles).toEqual({
      street: 'https://{s}.tile.example/{z}/{x}/{y}{r}.png',
      satellite: 'http://imagery.internal/{z}/{y}/{x}.jpg',
      attribution: '© Example Maps',
    });
  });

  it('refuses a tile URL that is not an http(s) template with {z}, {x} and {y}', () => {
    expect(
      problemsOf({
        MAP_TILES_STREET_URL: 'https://tile.example/map.png',
        MAP_TILES_SATELLITE_URL: 'ftp://x/{z}/{x}/{y}',
      }),
    ).toEqual([
      expect.stringMatching(/^MAP_TILES_STREET_URL: .*\{z\}/),
      expect.stringMatching(/^MAP_TILES_SATELLITE_URL: .*\{z\}/),
    ]);
  });

  it('treats an empty DATABASE_URL as unset and accepts a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toContain('5432');
  });

  it('reads the paid plans’ prices in dollars and keeps them as cents', () => {
    expect(loadConfig({}).subscriptionPrices).toEqual({ level1Cents: 19_900, level2Cents: 39_900 });
    expect(
      loadConfig({ SUBSCRIPTION_PRICE_LEVEL_1_CAD: '149.99', SUBSCRIPTION_PRICE_LEVEL_2_CAD: '300' })
        .subscriptionPrices,
    ).toEqual({ level1Cents: 14_999, level2Cents: 30_000 });
    expect(problemsOf({ SUBSCRIPTION_PRICE_LEVEL_1_CAD: '9.999', SUBSCRIPTION_PRICE_LEVEL_2_CAD: '-1' })).toEqual([
      expect.stringMatching(/^SUBSCRIPTION_PRICE_LEVEL_1_CAD: .*two decimals/),
      expect.stringMatching(/^SUBSCRIPTION_PRICE_LEVEL_2_CAD: /),
    ]);
  });

  it('reads the referral rewards in dollars (5 and 50 by default), kept as cents', () => {
    expect(loadConfig({}).referralRewards).toEqual({ signupCents: 500, firstLoadCents: 5_000 });
    expect(
      loadConfig({ REFERRAL_REWARD_SIGNUP_CAD: '0', REFERRAL_REWARD_FIRST_LOAD_CAD: '75.50' }).referralRewards,
    ).toEqual({ signupCents: 0, firstLoadCents: 7_550 });
    expect(problemsOf({ REFERRAL_REWARD_SIGNUP_CAD: '-5' })).toEqual([
      expect.stringMatching(/^REFERRAL_REWARD_SIGNUP_CAD: /),
    ]);
  });

  it('gives shippers 72 hours after delivery to report a problem unless DISPUTE_WINDOW_HOURS says otherwise', () => {
    expect(loadConfig({}).disputes).toEqual({ windowHours: 72 });
    expect(loadConfig({ ...PRODUCTION, DISPUTE_WINDOW_HOURS: '48' }).disputes).toEqual({ windowHours: 48 });
    for (const bad of ['0', '721', '1.5', 'three days']) {
      expect(problemsOf({ DISPUTE_WINDOW_HOURS: bad })).toEqual([expect.stringMatching(/^DISPUTE_WINDOW_HOURS: /)]);
    }
  });

  it('turns every tracker off unless its id is set, and refuses anything but an id', () => {
    expect(loadConfig({}).analytics).toEqual({ metaPixelId: null, ga4MeasurementId: null, hotjarSiteId: null });
    expect(
      loadConfig({
        ANALYTICS_META_PIXEL_ID: '123456789012345',
        ANALYTICS_GA4_MEASUREMENT_ID: 'G-ABC123XYZ9',
        ANALYTICS_HOTJAR_SITE_ID: '',
      }).analytics,
    ).toEqual({ metaPixelId: '123456789012345', ga4MeasurementId: 'G-ABC123XYZ9', hotjarSiteId: null });
    expect(problemsOf({ ANALYTICS_GA4_MEASUREMENT_ID: 'G-1"><script>', ANALYTICS_HOTJAR_SITE_ID: '12/../x' })).toEqual([
      expect.stringMatching(/^ANALYTICS_GA4_MEASUREMENT_ID: expected an id like G-/),
      expect.stringMatching(/^ANALYTICS_HOTJAR_SITE_ID: /),
    ]);
  });

  describe('file storage', () => {
    const s3Env = {
      FILES_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'ca-central-1',
      S3_BUCKET: 'freight-pictures',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('keeps pictures on local disk unless FILES_STORAGE=s3', () => {
      expect(loadConfig({}).fileStorage).toEqual({ kind: 'local' });
    });

    it('reads the bucket settings, with path style and a 10 s timeout by default', () => {
      expect(loadConfig(s3Env).fileStorage).toEqual({
        kind: 's3',
        endpoint: 'http://minio.internal:9000',
        region: 'ca-central-1',
        bucket: 'freight-pictures',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        timeoutMs: 10_000,
      });
      expect(loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'false' }).fileStorage).toMatchObject({
        forcePathStyle: false,
      });
    });

    it('names every S3 setting that FILES_STORAGE=s3 is missing', () => {
      expect(problemsOf({ FILES_STORAGE: 's3', S3_REGION: 'us-east-1', S3_SECRET_ACCESS_KEY: '' })).toEqual([
        'S3_ENDPOINT: required when FILES_STORAGE=s3',
        'S3_BUCKET: required when FILES_STORAGE=s3',
        'S3_ACCESS_KEY_ID: required when FILES_STORAGE=s3',
        'S3_SECRET_ACCESS_KEY: required when FILES_STORAGE=s3',
      ]);
    });

    it('refuses a bad endpoint, bucket name, path style or timeout', () => {
      expect(
        problemsOf({
          ...s3Env,
          S3_ENDPOINT: 'ftp://store',
          S3_BUCKET: 'Bad_Bucket',
          S3_FORCE_PATH_STYLE: 'yes',
          S3_TIMEOUT_MS: '5',
        }),
      ).toEqual([
        expect.stringMatching(/^S3_ENDPOINT: expected the store's http\(s\) URL/),
        expect.stringMatching(/^S3_BUCKET: expected a bucket name/),
        expect.stringMatching(/^S3_FORCE_PATH_STYLE: /),
        expect.stringMatching(/^S3_TIMEOUT_MS: /),
      ]);
    });
  });

  describe('SMS', () => {
    const SID = `AC${'0a'.repeat(16)}`;

    it('sends no texts unless SMS_TRANSPORT names a provider', () => {
      expect(loadConfig({}).sms).toEqual({ transport: 'none' });
    });

    it('reads Twilio credentials and the sender, pointed at api.twilio.com by default', () => {
      const config = loadConfig({
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: 'token-123',
        TWILIO_FROM: '+13065550142',
      });
      expect(config.sms).toEqual({
        transport: 'twilio',
        accountSid: SID,
        authToken: 'token-123',
        sender: { from: '+13065550142' },
        apiUrl: 'https://api.twilio.com',
      });
    });

    it('prefers a Messaging Service to a single number when both are set', () => {
      const service = `MG${'1b'.repeat(16)}`;
      const { sms } = loadConfig({
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: 'token-123',
        TWILIO_FROM: '+13065550142',
        TWILIO_MESSAGING_SERVICE_SID: service,
      });
      expect(sms.transport === 'twilio' && sms.sender).toEqual({ messagingServiceSid: service });
    });

    it('names each missing Twilio setting, and never echoes the auth token', () => {
      expect(problemsOf({ SMS_TRANSPORT: 'twilio' })).toEqual([
        expect.stringMatching(/^TWILIO_ACCOUNT_SID: required/),
        expect.stringMatching(/^TWILIO_AUTH_TOKEN: required/),
        expect.stringMatching(/^TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required/),
      ]);
      const problems = problemsOf({
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: 'not-a-sid',
        TWILIO_AUTH_TOKEN: 'secret-token-value',
        TWILIO_FROM: '306-555-0142',
      });
      expect(problems).toEqual([
        expect.stringMatching(/^TWILIO_ACCOUNT_SID: expected the account SID/),
        expect.stringMatching(/^TWILIO_FROM: expected an E.164 number/),
      ]);
      expect(problems.join('\n')).not.toContain('secret-token-value');
      expect(problemsOf({ SMS_TRANSPORT: 'carrier-pigeon' })).toEqual([expect.stringMatching(/^SMS_TRANSPORT: /)]);
    });
  });
});

describe('loadConfig in production', () => {
  it('refuses to start without the GST/HST number invoices must carry, and refuses a malformed one anywhere', () => {
    const { BUSINESS_NUMBER: _unset, ...withoutNumber } = PRODUCTION;
    expect(problemsOf(withoutNumber)).toEqual([expect.stringMatching(/^BUSINESS_NUMBER: required with NODE_ENV/)]);
    expect(problemsOf({ BUSINESS_NUMBER: '12345 RT1' })).toEqual([expect.stringMatching(/^BUSINESS_NUMBER: expected/)]);
    expect(loadConfig(PRODUCTION).invoicing.businessNumber).toBe('123456789 RT0001');
  });

  it('refuses to start with nothing else set, naming each development default in force', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL: required with NODE_ENV=production/),
      expect.stringMatching(/^BUSINESS_NUMBER: required with NODE_ENV=production/),
      expect.stringMatching(/^MAIL_TRANSPORT: not allowed with NODE_ENV=production: dev .*ALLOW_DEMO_DEFAULTS=true/),
      expect.stringMatching(
        /^PAYMENT_GATEWAY: not allowed with NODE_ENV=production: sandbox .*ALLOW_DEMO_DEFAULTS=true/,
      ),
    ]);
  });

  it('starts with real mail, real payments and an https public address, and warns of nothing', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.env).toBe('production');
    expect(config.publicBaseUrl).toBe('https://freight.example.com');
    expect(config.demoDefaults).toEqual([]);
  });

  it.each([
    ['MAIL_TRANSPORT', { MAIL_TRANSPORT: 'dev' }],
    ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: 'sandbox' }],
    ['PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'http://freight.example.com' }],
  ])('refuses %s on its own when it is a development default', (variable, unsafe) => {
    expect(problemsOf({ ...PRODUCTION, ...unsafe })).toEqual([
      expect.stringMatching(new RegExp(`^${variable}: not allowed with NODE_ENV=production: `)),
    ]);
  });

  it('lets a demo keep the development defaults with ALLOW_DEMO_DEFAULTS=true, listing each for the start warning', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_DEMO_DEFAULTS: 'true',
      PUBLIC_BASE_URL: 'http://demo.freight.example',
      BUSINESS_NUMBER: '123456789 RT0001',
    });
    expect(config.mail.transport).toBe('dev');
    expect(config.payments.gateway).toBe('sandbox');
    expect(config.demoDefaults).toEqual([
      expect.stringMatching(/^MAIL_TRANSPORT=dev \(/),
      expect.stringMatching(/^PAYMENT_GATEWAY=sandbox \(/),
      expect.stringMatching(/^PUBLIC_BASE_URL=http:\/\/demo\.freight\.example \(/),
    ]);
    expect(loadConfig({ ...PRODUCTION, ALLOW_DEMO_DEFAULTS: 'true' }).demoDefaults).toEqual([]);
  });

  it('still needs PUBLIC_BASE_URL and BUSINESS_NUMBER in a demo, whose links and invoices go out for real', () => {
    expect(problemsOf({ NODE_ENV: 'production', ALLOW_DEMO_DEFAULTS: 'true' })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL: required with NODE_ENV=production/),
      expect.stringMatching(/^BUSINESS_NUMBER: required with NODE_ENV=production/),
    ]);
  });

  it('reads ALLOW_DEMO_DEFAULTS as true or false only, and it changes nothing outside production', () => {
    expect(problemsOf({ ...PRODUCTION, ALLOW_DEMO_DEFAULTS: 'yes' })).toEqual([
      expect.stringMatching(/^ALLOW_DEMO_DEFAULTS: expected true or false/),
    ]);
    expect(loadConfig({ ALLOW_DEMO_DEFAULTS: 'true' }).demoDefaults).toEqual([]);
    expect(loadConfig({}).demoDefaults).toEqual([]);
  });
});

describe('shutdown drain', () => {
  it('stops at once outside production unless a drain is set, and names a bad SHUTDOWN_DRAIN_MS', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '2500' }).shutdownDrainMs).toBe(2_500);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: 'soon' })).toEqual([expect.stringMatching(/^SHUTDOWN_DRAIN_MS: /)]);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '-1' })).toEqual([expect.stringMatching(/^SHUTDOWN_DRAIN_MS: /)]);
  });

  it('drains for 5 s in production by default', () => {
    expect(loadConfig(PRODUCTION).shutdownDrainMs).toBe(5_000);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, a hop count, or proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('names the variable when an entry is neither an address nor a CIDR', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '1.2.3.4,']) {
      expect(problemsOf({ TRUST_PROXY: bad })).toEqual([expect.stringMatching(/^TRUST_PROXY: expected true, false/)]);
    }
  });
});
