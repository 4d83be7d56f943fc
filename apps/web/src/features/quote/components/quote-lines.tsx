import type { Haul } from '@freight/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { useFormat } from '../../../shared/format/use-format';
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
  return (
    <Table striped withTableBorder captionSide="top">
      <Table.Caption>{t('result.breakdown')}</Table.Caption>
      <Table.Tbody>
        {haul.quote.lines.map((line) => (
          <Table.Tr key={line.code}>
            <Table.Th scope="row" fw={400}>
              {t(`lines.${line.code}`, { distance: format.distance(haul.route.distance_m / 1000) })}
            </Table.Th>
            <Table.Td ta="right">{format.money({ amountCents: line.amountCents, currency: 'cad' })}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{total ? t('result.subtotal') : t('result.total')}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {format.money(freight)}
          </Table.Td>
        </Table.Tr>
        {taxes.map((tax) => (
          <Table.Tr key={tax.code}>
            <Table.Th scope="row" fw={400}>
              {t(`taxes.${tax.code}`, { rate: formatRatePercent(tax.rate_percent, language), region: tax.region })}
            </Table.Th>
            <Table.Td ta="right">{format.money({ amountCents: tax.amountCents, currency: 'cad' })}</Table.Td>
          </Table.Tr>
        ))}
        {total && (
          <Table.Tr>
            <Table.Th scope="row">{t('result.totalWithTaxes')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {format.money(total)}
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
};
