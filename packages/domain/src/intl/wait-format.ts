import type { Language } from '../constants/languages';
import { getNumberFormat } from './number-format';

export type WaitUnit = 'second' | 'minute' | 'hour';

/**
 * A wait given in seconds (a 429's `retry_after_s`) in the unit a person would say it in: seconds under a minute,
 * minutes under an hour, else hours. Rounded up, so the reader never comes back too early; at least one second.
 */
export const waitInUnits = (waitS: number): { value: number; unit: WaitUnit } => {
  const seconds = Math.max(1, Math.ceil(waitS));
  if (seconds < 60) return { value: seconds, unit: 'second' };
  if (seconds < 3600) return { value: Math.ceil(seconds / 60), unit: 'minute' };
  return { value: Math.ceil(seconds / 3600), unit: 'hour' };
};

/** Intl options that write a `waitInUnits` value out in words ("12 minutes", "12 minutes", "12 minutos", "12분"). */
export const waitFormatOptions = (unit: WaitUnit): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit,
  unitDisplay: 'long',
});

/** A wait in seconds as words in the reader's language: "45 seconds", "12 minutes", "2 hours". */
export const formatWait = (waitS: number, language: Language): string => {
  const { value, unit } = waitInUnits(waitS);
  return getNumberFormat(language, waitFormatOptions(unit)).format(value);
};
