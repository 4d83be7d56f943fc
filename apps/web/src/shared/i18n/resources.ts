import type { Language } from '@freight/domain';
import enUs from '../../locales/en-us.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import ko from '../../locales/ko.json';

/** All four languages at once, for tests and the key-parity check; the app loads one at a time (locale-loaders.ts). */
export const resources = {
  'en-us': enUs,
  fr,
  es,
  ko,
} satisfies Record<Language, typeof enUs>;
