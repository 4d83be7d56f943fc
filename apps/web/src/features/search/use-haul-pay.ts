import type { HaulSearchResult } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useCadRate } from '../../shared/format/use-cad-rate';
import { useDisplaySettings } from '../../shared/format/use-display-settings';
import { useFormat } from '../../shared/format/use-format';
import { inReaderCurrency, type ReaderUnits, ratePerDistance, readerCurrency } from './search-units';

/** What a load pays as the card shows it: "CA$1,450.00" and "CA$1.85/km"; null total for a load open to offers. */
export type HaulPay = { total: string | null; perDistance: string | null };

/** The driver's units and the dated rate of their currency: loads pay in CAD, drivers read their own currency. */
export const useReaderUnits = (): ReaderUnits => {
  const { unitSystem, currency } = useDisplaySettings();
  const { data: rate } = useCadRate(currency);
  return { unitSystem, rate: currency === 'cad' ? null : (rate ?? null) };
};

export const useHaulPay = (units: ReaderUnits) => {
  const { t } = useTranslation('search');
  const format = useFormat();
  const unit = t(units.unitSystem === 'imp' ? 'units.mi' : 'units.km');
  return {
    /** "per km (CA$)", for the minimum rate's label. */
    rateUnit: t('units.rateUnit', { unit, currency: readerCurrency(units.rate).toUpperCase() }),
    payOf: (load: HaulSearchResult): HaulPay => ({
      total: load.transport_rate ? format.money(inReaderCurrency(load.transport_rate, units.rate)) : null,
      perDistance:
        load.rate_per_km === null
          ? null
          : t('units.perDistance', { amount: format.money(ratePerDistance(load.rate_per_km, units)), unit }),
    }),
  };
};
