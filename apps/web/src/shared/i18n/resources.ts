import type { Language } from '@freight/domain';
import enUs from '../../locales/en-us.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import ko from '../../locales/ko.json';

/** Bundled, not fetched: the welcome page must render translated on the first paint, even offline. */
export const resources = {
  'en-us': enUs,
  fr,
  es,
  ko,
} satisfies Record<Language, typeof enUs>;

export const NAMESPACES = Object.keys(enUs) as (keyof typeof enUs)[];
