import { getNumberFormat, type ShipperPrice } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../format/use-display-settings';
import { useFormat } from '../format/use-format';
import { PlainFigureTable } from '../ui/plain-figure-table';
import layout from '../ui/plain-layout.module.css';
import typography from '../ui/typography.module.css';

/**
 * Why the shipper pays what they pay, wherever a price is agreed: the driver's price, the platform's service fee,
 * each sales tax and the total their card is charged, all in their currency; the CAD total beside it only when
 * they pay in another currency (the ledger's amount, for their records).
 */
export const ShipperPriceBreakdown = ({ price, caption }: { price: ShipperPrice; caption?: string }) => {
  const { t } = useTranslation('payment');
  const format = useFormat();
  const { language } = useDisplaySettings();
  const percent = (ratePercent: string) =>
    getNumberFormat(language, { maximumFractionDigits: 3 }).format(ratePercent as `${number}`);
  const rows = [
    { key: 'driver', label: t('breakdown.driver'), amount: price.driver },
    { key: 'fee', label: t('breakdown.fee'), amount: price.fee },
    ...price.taxes.map((tax) => ({
      key: tax.code,
      label: t(`breakdown.taxes.${tax.code}`, { rate: percent(tax.ratePercent), region: tax.region }),
      amount: tax.amount,
    })),
  ];
  return (
    <div className={layout.stackTight} data-testid="shipper-price">
      <PlainFigureTable
        caption={caption}
        alignFigures="end"
        quietLabels
        rows={[
          ...rows.map((row) => ({ key: row.key, label: row.label, figure: format.money(row.amount) })),
          {
            key: 'total',
            label: t('breakdown.total'),
            figure: format.money(price.total),
            isTotal: true,
            testId: 'shipper-price-total',
          },
        ]}
      />
      {price.total.currency !== price.totalCad.currency && (
        <p className={typography.sm}>{t('inCad', { price: format.money(price.totalCad) })}</p>
      )}
    </div>
  );
};
