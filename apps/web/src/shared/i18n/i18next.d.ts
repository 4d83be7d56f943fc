import 'i18next';
import type enUs from '../../locales/en-us.json';

// Typed keys: a misspelt `t('nav:tabs.qoute')` fails the type check instead of showing a raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof enUs;
  }
}
