import { describe, expect, it } from 'vitest';
import { FRENCH_READER, HOSTILE_NAME, READERS_BY_LANGUAGE, US_READER } from '../../testing/email-readers';
import type { PaymentRow } from './payments.repository';
import { transactionRecordEmail } from './transaction-record-email';

const HAUL_ID = '0197a3b2-7c1d-7e2f-8a9b-0c1d2e3f4a5b';

const payment = (changes: Partial<PaymentRow> = {}): PaymentRow => ({
  id: '0197a3b2-0000-7000-8000-000000000001',
  userId: '0197a3b2-0000-7000-8000-000000000002',
  purpose: 'haul',
  haulId: HAUL_ID,
  subscriptionLevel: null,
  idempotencyKey: 'key-1',
  amountMinor: 82_800,
  currency: 'cad',
  amountCadCents: 82_800,
  exchangeRate: '1',
  taxCadCents: 0,
  taxLines: [],
  gateway: 'sandbox',
  gatewayReference: 'sbx_ch_1',
  status: 'succeeded',
  failureMessage: null,
  cardBrand: 'Visa',
  cardLast4: '4242',
  refundedCadCents: 0,
  invoiceNumber: 'FD-2026-000042',
  createdAt: new Date('2026-11-26T21:59:00Z'),
  // 15:45 in Regina (UTC-6 all year).
  completedAt: new Date('2026-11-26T21:45:00Z'),
  chargeLeaseUntil: null,
  ...changes,
});

const PURCHASE = { kind: 'haul', haulId: HAUL_ID, from: 'Saskatoon, SK', to: 'Lethbridge, AB' } as const;

describe('transaction record email', () => {
  it('names the load by its places and short reference, dated in Regina time, never by its raw id', () => {
    const { text } = transactionRecordEmail({
      reader: { ...US_READER, currency: 'cad' },
      to: 's@example.ca',
      name: 'Dana',
      payment: payment(),
      purchase: PURCHASE,
    });
    expect(text).toContain('For: Load #2E3F4A5B: Saskatoon, SK to Lethbridge, AB');
    expect(text).toContain('Amount: CA$828.00');
    expect(text).toContain('Date: November 26, 2026 at 3:45 PM');
    expect(text).not.toContain(HAUL_ID);
    expect(text).not.toContain('2026-11-26T');
  });

  it('shows a US dollar charge in US dollars with its CAD equivalent', () => {
    const { text } = transactionRecordEmail({
      reader: US_READER,
      to: 's@example.ca',
      name: 'Dana',
      payment: payment({ currency: 'usd', amountMinor: 59_848, exchangeRate: '1.3835' }),
      purchase: PURCHASE,
    });
    expect(text).toContain('Amount: US$598.48');
    expect(text).toContain('In Canadian dollars: CA$828.00 at 1.3835 CAD per USD');
  });

  it('writes to a French shipper in French, with a French date', () => {
    const { subject, text, html } = transactionRecordEmail({
      reader: FRENCH_READER,
      to: 's@example.ca',
      name: 'Zoé',
      payment: payment(),
      purchase: PURCHASE,
    });
    expect(subject).toBe('Votre paiement : relevé de transaction');
    expect(text).toContain('Chargement #2E3F4A5B : Saskatoon, SK à Lethbridge, AB');
    expect(text).toContain('26 novembre 2026');
    expect(html).toContain('<html lang="fr">');
  });

  it.each(READERS_BY_LANGUAGE)('has both parts in $language and escapes the name in the HTML', (reader) => {
    const message = transactionRecordEmail({
      reader,
      to: 's@example.ca',
      name: HOSTILE_NAME,
      payment: payment(),
      purchase: { kind: 'plan', level: 2 },
    });
    expect(message.text).toContain('4242');
    expect(message.html).toContain('4242');
    expect(message.html).not.toContain('<script>');
  });
});
