import {
  type CadExchangeRate,
  type CurrencyCode,
  convertFromCad,
  createMoney,
  formatDistance,
  formatMoney,
  type Language,
  normalizeLanguage,
  parseCurrencyCode,
  toIntlLocale,
  type UnitSystem,
} from '@freight/domain';

/** The product's home time zone (spec: prairie customers); a user has no time zone of their own yet. */
export const DEFAULT_TIME_ZONE = 'America/Regina';

/**
 * Who reads an email, as far as its wording goes: their language, units, currency (with today's rate to convert CAD
 * amounts, null for CAD or when no rate could be had, which shows CAD) and time zone.
 */
export type EmailReader = {
  language: Language;
  units: UnitSystem;
  currency: CurrencyCode;
  cadRate: CadExchangeRate | null;
  timeZone: string;
};

/** The user's stored choices, as the users table holds them. */
export type ReaderChoices = { languageChoice: string; unitChoice: UnitSystem; currencyChoice: string };

/** Where today's rates come from (modules/exchange-rates), seen from the mail platform. */
export type CadRateSource = { getCadRate(currency: CurrencyCode): Promise<CadExchangeRate> };

export const ENGLISH_READER: EmailReader = {
  language: 'en-us',
  units: 'metric',
  currency: 'cad',
  cadRate: null,
  timeZone: DEFAULT_TIME_ZONE,
};

/**
 * A user's reader. CAD amounts are converted at the server's stored rate, as payments convert them; when the rate
 * cannot be had the email shows CAD rather than fail (an email is never worth refusing the action it tells of).
 */
export const readerOf = async (choices: ReaderChoices, rates: CadRateSource | null): Promise<EmailReader> => {
  const language = normalizeLanguage(choices.languageChoice);
  const currency = parseCurrencyCode(choices.currencyChoice) ?? 'cad';
  const base = { ...ENGLISH_READER, language, units: choices.unitChoice };
  if (currency === 'cad' || !rates) return base;
  try {
    return { ...base, currency, cadRate: await rates.getCadRate(currency) };
  } catch {
    return base;
  }
};

/** A CAD amount (cents) in the reader's currency: "US$598.48", "828,00 $CA". */
export const formatCadForReader = (reader: EmailReader, amountCadCents: number): string =>
  formatMoney(
    reader.cadRate ? convertFromCad(amountCadCents, reader.cadRate) : createMoney(amountCadCents, 'cad'),
    reader.language,
  );

/** An amount already in its own currency (what a card was charged), in the reader's language. */
export const formatMoneyForReader = (reader: EmailReader, amountMinor: number, currency: CurrencyCode): string =>
  formatMoney(createMoney(amountMinor, currency), reader.language);

/** A road distance in metres as the reader measures it: "1,286 mi" or "2 070 km". */
export const formatDistanceForReader = (reader: EmailReader, distanceM: number): string =>
  formatDistance(distanceM / 1000, reader.units, reader.language);

/** A moment in the reader's language and time zone: "November 26, 2026 at 4:15 PM" (with the zone's name). */
export const formatDateTimeForReader = (reader: EmailReader, at: Date): string =>
  new Intl.DateTimeFormat(toIntlLocale(reader.language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(at);

/** A day in the reader's language and time zone: "Nov 26, 2026". */
export const formatDateForReader = (reader: EmailReader, at: Date): string =>
  new Intl.DateTimeFormat(toIntlLocale(reader.language), { dateStyle: 'medium', timeZone: reader.timeZone }).format(at);
