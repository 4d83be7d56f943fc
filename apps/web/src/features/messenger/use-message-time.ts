import { toIntlLocale } from '@freight/domain';
import { useMemo } from 'react';
import { useDisplaySettings } from '../../shared/format/use-display-settings';

const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** When a message was sent, as chat apps say it: the time alone today, the day and time before. */
export const useMessageTime = (): ((isoTimestamp: string) => string) => {
  const { language } = useDisplaySettings();
  return useMemo(() => {
    const locale = toIntlLocale(language);
    const timeOnly = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (isoTimestamp) => {
      const sent = new Date(isoTimestamp);
      return (isSameDay(sent, new Date()) ? timeOnly : dayAndTime).format(sent);
    };
  }, [language]);
};
