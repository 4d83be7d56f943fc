import { LANGUAGES } from '@freight/domain';
import { DEFAULT_TIME_ZONE, type EmailReader } from '../platform/mail/email-reader';

/** A Saskatchewan farmer reading French: metric, Canadian dollars. */
export const FRENCH_READER: EmailReader = {
  language: 'fr',
  units: 'metric',
  currency: 'cad',
  cadRate: null,
  timeZone: DEFAULT_TIME_ZONE,
};

/** A family in Montana: English, miles, US dollars at 1.3650 CAD per USD. */
export const US_READER: EmailReader = {
  language: 'en-us',
  units: 'imp',
  currency: 'usd',
  cadRate: { currency: 'usd', cadPerUnit: '1.3650', asOf: '2026-11-20' },
  timeZone: DEFAULT_TIME_ZONE,
};

/** One reader per language, for checking an email kind is written in each. */
export const READERS_BY_LANGUAGE: EmailReader[] = LANGUAGES.map((language) => ({ ...FRENCH_READER, language }));

/** The name a user could type that must reach an email's HTML as text, never as markup. */
export const HOSTILE_NAME = '<script>alert("x")</script> Zoé';
