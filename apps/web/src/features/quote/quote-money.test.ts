import { formatMoney, type Haul, LANGUAGES } from '@freight/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../shared/i18n/resources';
import { formatRatePercent, priceBeatOf, taxRowsOf, untaxedReasonOf } from './quote-money';

type QuoteMoney = Pick<Haul, 'quote' | 'rate' | 'rate_taxes' | 'price_beat'>;

const quoteOf = (overrides: Partial<Haul['quote']>): Haul['quote'] => ({
  outcome: 'rate',
  size_class: 'light',
  lines: [{ code: 'line_haul', amountCents: 100_000 }],
  reasons: [],
  notes: [],
  quoted_at: '2026-11-26T12:00:00.000Z',
  tax_treatment: 'taxable',
  taxes: [],
  ...overrides,
});

/** Montréal -> Québec for a USD reader: GST and QST, converted at the quote's rate. */
const WITHIN_QUEBEC_IN_USD: QuoteMoney = {
  quote: quoteOf({
    taxes: [
      { code: 'gst', region: 'QC', rate_percent: '5', amountCents: 5000 },
      { code: 'qst', region: 'QC', rate_percent: '9.975', amountCents: 9975 },
    ],
  }),
  rate: { amountCents: 73_260, currency: 'usd', as_of: '2026-11-20' },
  rate_taxes: [
    { amountCents: 3663, currency: 'usd' },
    { amountCents: 7308, currency: 'usd' },
  ],
  price_beat: { amountCents: 7326, currency: 'usd' },
};

describe('taxRowsOf', () => {
  it('gives each tax its own row in the reader’s currency, GST before QST', () => {
    expect(taxRowsOf(WITHIN_QUEBEC_IN_USD)).toEqual([
      { code: 'gst', region: 'QC', ratePercent: '5', amount: { amountCents: 3663, currency: 'usd' } },
      { code: 'qst', region: 'QC', ratePercent: '9.975', amount: { amountCents: 7308, currency: 'usd' } },
    ]);
  });

  it('shows no tax rows where the server withheld the converted amounts (a driver’s view)', () => {
    expect(taxRowsOf({ ...WITHIN_QUEBEC_IN_USD, rate_taxes: [] })).toEqual([]);
  });
});

describe('untaxedReasonOf', () => {
  it('says why an international or foreign move carries no tax, and nothing for a taxed one', () => {
    expect(untaxedReasonOf({ quote: quoteOf({ tax_treatment: 'zero_rated_international' }) })).toBe(
      'zero_rated_international',
    );
    expect(untaxedReasonOf({ quote: quoteOf({ tax_treatment: 'outside_canada' }) })).toBe('outside_canada');
    expect(untaxedReasonOf({ quote: quoteOf({ tax_treatment: 'taxable' }) })).toBeNull();
    expect(untaxedReasonOf({ quote: quoteOf({ tax_treatment: null }) })).toBeNull();
  });

  it.each(LANGUAGES)('has a sentence for every untaxed reason in %s', (language) => {
    const untaxed = resources[language].quote.taxes.untaxed;
    expect(Object.keys(untaxed).sort()).toEqual(['outside_canada', 'undetermined', 'zero_rated_international']);
  });
});

describe('priceBeatOf', () => {
  it('offers the price beat in the currency the quote is shown in', () => {
    expect(priceBeatOf(WITHIN_QUEBEC_IN_USD)).toEqual({ amountCents: 7326, currency: 'usd' });
  });

  it('never shows a CA$ offer next to a US$ quote', () => {
    expect(priceBeatOf({ ...WITHIN_QUEBEC_IN_USD, price_beat: { amountCents: 10_000, currency: 'cad' } })).toBeNull();
  });

  it('reads as US dollars in the offer sentence for a USD reader', async () => {
    const instance = i18next.createInstance();
    await instance.init({ resources, lng: 'en-us', lowerCaseLng: true, defaultNS: 'common' });
    const beat = priceBeatOf(WITHIN_QUEBEC_IN_USD);
    const sentence = instance.t('quote:result.priceBeat', { amount: beat ? formatMoney(beat, 'en-us') : '' });
    expect(sentence).toContain('US$73.26');
    expect(sentence).not.toContain('CA$');
  });
});

describe('formatRatePercent', () => {
  it('writes a rate as the reader writes decimals', () => {
    expect(formatRatePercent('9.975', 'en-us')).toBe('9.975');
    expect(formatRatePercent('9.975', 'fr')).toBe('9,975');
    expect(formatRatePercent('13', 'ko')).toBe('13');
  });
});

describe('the loading and unloading note', () => {
  it('says what spec section 9 says: a minimum of 1 hour each, not at most', () => {
    expect(resources['en-us'].quote.result.handling).toBe(
      'Rates assume a minimum of 1 hour each for loading and unloading.',
    );
  });

  // The wording this replaced said the opposite ("at most 1 hour"); a revert in any language fails here.
  const AT_MOST = {
    'en-us': 'Rates assume at most 1 hour each for loading and unloading.',
    fr: 'Les tarifs prévoient au plus 1 heure pour le chargement et 1 heure pour le déchargement.',
    es: 'Las tarifas suponen como máximo 1 hora de carga y 1 hora de descarga.',
    ko: '요금은 상차와 하차에 각각 최대 1시간을 가정합니다.',
  } as const;

  it.each(LANGUAGES)('no longer says "at most" in %s', (language) => {
    expect(resources[language].quote.result.handling).not.toBe(AT_MOST[language]);
  });
});
