import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

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

  it('reads office phones as label|number pairs', () => {
    const config = loadConfig({ OFFICE_PHONES: 'Toll free|1-800-555-0100, Regina|306-555-0111' });
    expect(config.officePhones).toEqual([
      { label: 'Toll free', number: '1-800-555-0100' },
      { label: 'Regina', number: '306-555-0111' },
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
    expect(problemsOf({ NODE_ENV: 'production', STAFF_EMAILS: 'boss@freight.example' })).toEqual([
      expect.stringMatching(/^STAFF_EMAILS: not allowed with NODE_ENV=production/),
    ]);
    expect(loadConfig({ NODE_ENV: 'production' }).staffEmails).toEqual([]);
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
