import { describe, expect, it } from 'vitest';
import { type BidForm, EMPTY_BID_FORM, parseDollars, readBidForm } from './bid-form';

const HAUL_ID = '3f1c8a52-7d4e-4f7a-9a41-2b5f0e6c9d10';
const NOW = new Date(2026, 10, 23, 9, 30);
const read = (form: Partial<BidForm>) =>
  readBidForm({ form: { ...EMPTY_BID_FORM, ...form }, haulId: HAUL_ID, now: NOW });

describe('parseDollars', () => {
  it('reads amounts as people type them', () => {
    expect(parseDollars('1250')).toBe(1250);
    expect(parseDollars('1,250.50')).toBe(1250.5);
    expect(parseDollars(' $980.5 ')).toBe(980.5);
  });

  it('refuses zero, negatives, fractions of a cent, words and a million or more', () => {
    for (const text of ['0', '-5', '10.005', 'ten', '1e3', '1000000', '']) expect(parseDollars(text)).toBeNull();
  });
});

describe('readBidForm', () => {
  it('asks for the amount and the date together, as the spec words it', () => {
    expect(read({})).toEqual({ ok: false, problem: 'missing' });
    expect(read({ amount: '900' })).toEqual({ ok: false, problem: 'missing' });
    expect(read({ deliverDay: '2026-11-30' })).toEqual({ ok: false, problem: 'missing' });
    expect(read({ amount: '   ', deliverDay: '2026-11-30' })).toEqual({ ok: false, problem: 'missing' });
  });

  it('refuses an amount it cannot read', () => {
    expect(read({ amount: 'lots', deliverDay: '2026-11-30' })).toEqual({ ok: false, problem: 'amount' });
  });

  it('refuses a deliver-by day already past but takes today', () => {
    expect(read({ amount: '900', deliverDay: '2026-11-22' })).toEqual({ ok: false, problem: 'deliver_past' });
    expect(read({ amount: '900', deliverDay: '2026-11-23' }).ok).toBe(true);
  });

  it('refuses an expiry that is unreadable or already past', () => {
    const base = { amount: '900', deliverDay: '2026-11-30' };
    expect(read({ ...base, expiresAt: 'soon' })).toEqual({ ok: false, problem: 'expiry' });
    expect(read({ ...base, expiresAt: '2026-11-23T09:00' })).toEqual({ ok: false, problem: 'expiry_past' });
  });

  it('builds the body POST /bid/ takes: dollars, the day at noon UTC, the expiry in ISO, the trimmed comment', () => {
    const result = read({
      amount: '1,480.25',
      deliverDay: '2026-11-30',
      expiresAt: '2026-11-25T17:00',
      comment: '  Flatbed, can load Saturday.  ',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        haul_id: HAUL_ID,
        amount: 1480.25,
        deliver_at: '2026-11-30T12:00:00.000Z',
        expires_at: new Date(2026, 10, 25, 17, 0).toISOString(),
        comment: 'Flatbed, can load Saturday.',
      },
    });
  });

  it('sends no expiry when none was given', () => {
    const result = read({ amount: '900', deliverDay: '2026-11-30' });
    expect(result.ok && result.body.expires_at).toBeNull();
  });
});
