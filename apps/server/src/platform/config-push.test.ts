import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from './config';
import { PRODUCTION_ENV, problemsOf } from './config.test-helpers';

const PRODUCTION = PRODUCTION_ENV;

describe('Web Push settings', () => {
  it('uses the embedded key pair and the sender’s mailbox as contact when nothing is set', () => {
    expect(loadConfig({}).push).toEqual({
      vapidKeys: null,
      subject: 'mailto:no-reply@freight.localhost',
      extraServiceOrigins: [],
    });
  });

  it('takes a configured key pair, and the public https address as contact in production', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({ ...PRODUCTION, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config.push).toMatchObject({ vapidKeys: keys, subject: 'https://freight.example.com' });
  });

  it('refuses half a key pair and keys that are not P-256 keys', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PRIVATE_KEY: set both VAPID keys of one pair, or neither',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.publicKey })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY: expected the base64url public key/),
      expect.stringMatching(/^VAPID_PRIVATE_KEY: expected the base64url private key/),
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'ops@example.com' })).toEqual([
      expect.stringMatching(/^VAPID_SUBJECT: expected a mailto: or https: address/),
    ]);
  });

  it('accepts a stand-in push service in development but never in production', () => {
    expect(loadConfig({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:3751/' }).push.extraServiceOrigins).toEqual([
      'http://127.0.0.1:3751',
    ]);
    expect(problemsOf({ ...PRODUCTION, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:3751' })).toEqual([
      expect.stringMatching(/^PUSH_SERVICE_ORIGINS: not allowed with NODE_ENV=production/),
    ]);
  });
});
