import { toIntlLocale } from '@freight/domain';
import { useMemo } from 'react';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { useFormat } from '../../../shared/format/use-format';

/** The ledger keeps CAD cents: shown as dollars in the reader's language ("CA$1,234.00"). */
export const useCad = () => {
  const format = useFormat();
  return (cents: number | null | undefined) =>
    cents === null || cents === undefined ? '—' : format.money({ amountCents: cents, currency: 'cad' });
};

/** A moment as date and time in the reader's language ("Jun 1, 2026, 3:00 p.m."). */
export const useDateTime = () => {
  const { language } = useDisplaySettings();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string | null | undefined) => (iso ? formatter.format(new Date(iso)) : '—');
  }, [language]);
};
