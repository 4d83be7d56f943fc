import type { QuotePrice } from '@freight/domain';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { useHaul } from '../../../shared/hauls/haul-api';

/**
 * The price as it stands while the load is being described (the live price, else the stored draft's when the user
 * comes back to it); read out politely when it changes.
 */
export const QuotePreview = ({
  price,
  haulId,
  isPricing,
}: {
  price: QuotePrice | null;
  haulId: string | null;
  isPricing: boolean;
}) => {
  const { t } = useTranslation('quote');
  const format = useFormat();
  const { data: haul } = useHaul(price ? null : haulId);
  const shown = price ?? (haul ? { outcome: haul.quote.outcome, rate: haul.rate } : null);
  const message = (() => {
    if (isPricing) return t('preview.pricing');
    if (!shown) return t('preview.empty');
    if (shown.outcome === 'rate' && shown.rate) return t('preview.rate', { price: format.money(shown.rate) });
    return shown.outcome === 'pending' ? t('preview.pending') : t('preview.noQuote');
  })();
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Text aria-live="polite" fw={600}>
        {message}
      </Text>
    </Paper>
  );
};
