import {
  formatDistance,
  formatLength,
  formatMoney,
  formatWeight,
  type Language,
  type Money,
  toIntlLocale,
  type UnitSystem,
} from '@freight/domain';
import { useDisplaySettings } from './use-display-settings';

export type Format = {
  /** A stored length in metres: "12 m 0 cm" or "39 ft 4 in". */
  length: (lengthM: number) => string;
  /** A stored weight in kilograms: "9,500 kg" or "20,944 lb". */
  weight: (weightKg: number) => string;
  /** A stored distance in kilometres: "1,286 km" or "799 mi". */
  distance: (distanceKm: number) => string;
  /** An amount in its own currency, in the reader's language: "CA$2,450.00", "2 450,00 $ CA". */
  money: (money: Money) => string;
  /** A day from an ISO timestamp, written out in the reader's language: "November 22, 2026". */
  date: (isoTimestamp: string) => string;
};

// One Format per units and language for the whole app: an Intl.DateTimeFormat takes milliseconds to build on a slowed
// phone, and every card of a list used to build its own as it mounted (issue 22's long task on the job search).
const formats = new Map<string, Format>();

const formatFor = (unitSystem: UnitSystem, language: Language): Format => {
  const key = `${unitSystem}|${language}`;
  const cached = formats.get(key);
  if (cached) return cached;
  // Built at its first use: the first Intl.DateTimeFormat of a page loads the language's calendar data (about 200 ms
  // of a slowed phone), which a screen showing only amounts or distances need not pay.
  let dateFormat: Intl.DateTimeFormat | undefined;
  const format: Format = {
    length: (lengthM) => formatLength(lengthM, unitSystem, language),
    weight: (weightKg) => formatWeight(weightKg, unitSystem, language),
    distance: (distanceKm) => formatDistance(distanceKm, unitSystem, language),
    money: (money) => formatMoney(money, language),
    date: (isoTimestamp) => {
      dateFormat ??= new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'long' });
      return dateFormat.format(new Date(isoTimestamp));
    },
  };
  formats.set(key, format);
  return format;
};

/** The one way screens show measures, money and dates: in the user's units and language (display settings). */
export const useFormat = (): Format => {
  const { unitSystem, language } = useDisplaySettings();
  return formatFor(unitSystem, language);
};
