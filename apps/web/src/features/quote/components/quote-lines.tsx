import type { Haul } from '@freight/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';

/** What the price is made of (CAD, as priced), so the shipper can see the why of it. */
export const QuoteLines = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('quote');
  const format = useFormat();
  const total = haul.shipper_rate;
  if (!total) return null;
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
          <Table.Th scope="row">{t('result.total')}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {format.money(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
};
