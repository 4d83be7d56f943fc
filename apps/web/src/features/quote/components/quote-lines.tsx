import type { Haul } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { useFormat } from '../../../shared/format/use-format';
import { type FigureRow, PlainFigureTable } from '../../../shared/ui/plain-figure-table';
import { formatRatePercent } from '../quote-money';

/** What the price is made of (CAD, as priced), so the shipper can see the why of it; taxes after the price lines. */
export const QuoteLines = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('quote');
  const format = useFormat();
  const { language } = useDisplaySettings();
  const freight = haul.shipper_rate;
  if (!freight) return null;
  const { taxes } = haul.quote;
  const total = taxes.length > 0 ? haul.shipper_total : null;
  const cad = (amountCents: number) => format.money({ amountCents, currency: 'cad' });
  const rows: FigureRow[] = [
    ...haul.quote.lines.map((line) => ({
      key: line.code,
      label: t(`lines.${line.code}`, { distance: format.distance(haul.route.distance_m / 1000) }),
      figure: cad(line.amountCents),
    })),
    {
      key: 'freight',
      label: total ? t('result.subtotal') : t('result.total'),
      figure: format.money(freight),
      isTotal: true,
    },
    ...taxes.map((tax) => ({
      key: tax.code,
      label: t(`taxes.${tax.code}`, { rate: formatRatePercent(tax.rate_percent, language), region: tax.region }),
      figure: cad(tax.amountCents),
    })),
    ...(total ? [{ key: 'total', label: t('result.totalWithTaxes'), figure: format.money(total), isTotal: true }] : []),
  ];
  return <PlainFigureTable look="striped" caption={t('result.breakdown')} alignFigures="end" quietLabels rows={rows} />;
};
