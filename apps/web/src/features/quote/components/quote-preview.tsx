import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { useHaul } from '../../../shared/hauls/haul-api';

/** The price as it stands while the load is being described; read out politely when it changes. */
export const QuotePreview = ({ haulId, isPricing }: { haulId: string | null; isPricing: boolean }) => {
  const { t } = useTranslation('quote');
  const format = useFormat();
  const { data: haul } = useHaul(haulId);
  const message = (() => {
    if (isPricing) return t('preview.pricing');
    if (!haul) return t('preview.empty');
    if (haul.quote.outcome === 'rate' && haul.rate) return t('preview.rate', { price: format.money(haul.rate) });
    return haul.quote.outcome === 'pending' ? t('preview.pending') : t('preview.noQuote');
  })();
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Text aria-live="polite" fw={600}>
        {message}
      </Text>
    </Paper>
  );
};
