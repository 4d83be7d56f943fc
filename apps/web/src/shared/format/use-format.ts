import { formatDistance, formatLength, formatMoney, formatWeight, type Money, toIntlLocale } from '@freight/domain';
import { useMemo } from 'react';
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

/** The one way screens show measures, money and dates: in the user's units and language (display settings). */
export const useFormat = (): Format => {
  const { unitSystem, language } = useDisplaySettings();
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'long' });
    return {
      length: (lengthM) => formatLength(lengthM, unitSystem, language),
      weight: (weightKg) => formatWeight(weightKg, unitSystem, language),
      distance: (distanceKm) => formatDistance(distanceKm, unitSystem, language),
      money: (money) => formatMoney(money, language),
      date: (isoTimestamp) => dateFormat.format(new Date(isoTimestamp)),
    };
  }, [unitSystem, language]);
};
