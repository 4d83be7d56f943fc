/**
 * Currencies a user may pick (`User.currency_choice`), lower-case as the wire carries them (spec section 3).
 * All are published by the Bank of Canada Valet API as series FX<CODE>CAD, so each can get a dated CAD rate.
 */
export const CURRENCY_CODES = ['cad', 'usd', 'eur', 'gbp', 'aud', 'mxn', 'jpy', 'krw', 'chf', 'cny', 'inr'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Quotes are priced in CAD (spec section 9); every other currency is converted from it. */
export const BASE_CURRENCY: CurrencyCode = 'cad';

/** ISO 4217 name and minor-unit digits (JPY and KRW have none: their smallest unit is the yen and the won). */
const CURRENCY_DETAILS = {
  cad: { name: 'Canadian dollar', minorDigits: 2 },
  usd: { name: 'US dollar', minorDigits: 2 },
  eur: { name: 'Euro', minorDigits: 2 },
  gbp: { name: 'Pound sterling', minorDigits: 2 },
  aud: { name: 'Australian dollar', minorDigits: 2 },
  mxn: { name: 'Mexican peso', minorDigits: 2 },
  jpy: { name: 'Yen', minorDigits: 0 },
  krw: { name: 'Won', minorDigits: 0 },
  chf: { name: 'Swiss franc', minorDigits: 2 },
  cny: { name: 'Yuan renminbi', minorDigits: 2 },
  inr: { name: 'Indian rupee', minorDigits: 2 },
} as const satisfies Record<CurrencyCode, { name: string; minorDigits: number }>;

/** One entry of `currency_types` (its schema is CurrencyTypeSchema in currency.schema.ts). */
export type CurrencyType = { code: CurrencyCode; name: string; minorDigits: number };

/** The `currency_types` reference data (spec section 3), in picker order: CAD and USD first. */
export const CURRENCY_TYPES: readonly CurrencyType[] = CURRENCY_CODES.map((code) => ({
  code,
  ...CURRENCY_DETAILS[code],
}));

/** Digits after the decimal point in the currency's minor unit: 2 for CAD (cents), 0 for JPY. Never throws. */
export const getMinorDigits = (currency: CurrencyCode): number => CURRENCY_DETAILS[currency].minorDigits;

/** Reads a currency code in any case with surrounding spaces ("USD " is usd); null when not in the list. */
export const parseCurrencyCode = (text: string | null | undefined): CurrencyCode | null => {
  const code = (text ?? '').trim().toLowerCase();
  return CURRENCY_CODES.find((known) => known === code) ?? null;
};

/**
 * The currency a new user starts with, from the geolocated country (spec section 9): the United States gives usd,
 * Canada cad, and anywhere else (or unknown) cad, the quote base. Accepts ISO 3166 alpha-3 or alpha-2, any case.
 */
export const defaultCurrencyForCountry = (countryCode: string | null | undefined): CurrencyCode => {
  const country = (countryCode ?? '').trim().toUpperCase();
  if (country === 'USA' || country === 'US') return 'usd';
  return BASE_CURRENCY;
};
