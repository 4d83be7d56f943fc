import { toIntlLocale } from '@freight/domain';
import { useMemo } from 'react';
import { useDisplaySettings } from '../../shared/format/use-display-settings';

/**
 * A moment with its time, in the reader's language and time zone: an offer's expiry is an hour, not just a day
 * ("Nov 25, 2026, 5:00 PM").
 */
export const useDateTime = (): ((isoTimestamp: string) => string) => {
  const { language } = useDisplaySettings();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    return (isoTimestamp) => format.format(new Date(isoTimestamp));
  }, [language]);
};
