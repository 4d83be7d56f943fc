/** Every demo account's email ends with this; the seed finds (and replaces) earlier demo data by it. */
export const DEMO_EMAIL_DOMAIN = 'demo.freight.example';
/** The one password of every demo account (README, "Demo data"). */
export const DEMO_PASSWORD = 'demo-password-2026';

export const demoEmail = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

export type Person = {
  /** Before the @ of the email. */
  login: string;
  name: string;
  /** E.164, in the 555-01xx range set aside for fiction. */
  telephone: string;
  /** The town they live or work in, "Name, XX" as the gazetteer knows it. */
  home: string;
  country: 'CAN' | 'USA';
  language?: 'en-us' | 'fr';
};

export const DEMO_STAFF: Person & { about: string } = {
  login: 'staff',
  name: 'Dana Whitford',
  telephone: '+13065550100',
  home: 'Saskatoon, SK',
  country: 'CAN',
  about: 'staff: approves driver profiles, sees every load',
};
