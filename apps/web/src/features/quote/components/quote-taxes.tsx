import type { Haul } from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../shared/format/use-display-settings';
import { useFormat } from '../../../shared/format/use-format';
import { formatRatePercent, taxRowsOf, untaxedReasonOf } from '../quote-money';

/** The taxes on the quote in the shipper's own currency, each its own line, and the total their card is charged. */
export const QuoteTaxes = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('quote');
  const format = useFormat();
  const { language } = useDisplaySettings();
  const rows = taxRowsOf(haul);
  const untaxed = untaxedReasonOf(haul);
  return (
    <Stack gap={2} data-testid="quote-taxes">
      {rows.map((row) => (
        <Group key={row.code} justify="space-between" maw={360}>
          <Text>
            {t(`taxes.${row.code}`, { rate: formatRatePercent(row.ratePercent, language), region: row.region })}
          </Text>
          <Text>{format.money(row.amount)}</Text>
        </Group>
      ))}
      {rows.length > 0 && haul.total_rate && (
        <Group justify="space-between" maw={360}>
          <Text fw={700}>{t('result.totalToPay')}</Text>
          <Text fw={700}>{format.money(haul.total_rate)}</Text>
        </Group>
      )}
      {untaxed && <Text size="sm">{t(`taxes.untaxed.${untaxed}`)}</Text>}
    </Stack>
  );
};
