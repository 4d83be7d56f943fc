import type { Bid, Haul } from '@freight/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useAcceptCounter, useDeclineCounter } from '../bids-api';
import { canAnswerCounter } from '../counter-offer';

/**
 * The shipper's counter-offer on the driver's own bid (issue 21): Accept takes the load at that price, Decline keeps
 * the driver's offer as it was. Once answered, a line says how.
 */
export const CounterAnswer = ({ haul, bid }: { haul: Pick<Haul, 'id' | 'status'>; bid: Bid }) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const acceptCounter = useAcceptCounter();
  const declineCounter = useDeclineCounter();
  const { counter } = bid;
  if (!counter) return null;
  const price = format.money(counter.amount);
  if (counter.status !== 'pending') {
    return <Text size="sm">{t(`counterAnswer.answered.${counter.status}`, { price })}</Text>;
  }
  if (!canAnswerCounter(haul, bid)) return null;
  const variables = { haulId: haul.id, bidId: bid.id };
  const onError = (error: unknown) => notify.error(translateApiError(tErrors, error));
  return (
    <Alert color="blue" title={t('counterAnswer.title')} w="100%">
      <Text size="sm" mb="xs">
        {t('counterAnswer.explain', { price, own: format.money(bid.amount) })}
      </Text>
      <Group gap="sm">
        <Button
          size="sm"
          loading={acceptCounter.isPending}
          disabled={declineCounter.isPending}
          onClick={() =>
            // The answer makes the load the driver's, which unmounts this panel: a mutate() callback would never run.
            acceptCounter.mutateAsync(variables).then(() => notify.success(t('counterAnswer.accepted')), onError)
          }
        >
          {t('counterAnswer.accept', { price })}
        </Button>
        <Button
          size="sm"
          variant="default"
          loading={declineCounter.isPending}
          disabled={acceptCounter.isPending}
          onClick={() =>
            declineCounter.mutateAsync(variables).then(() => notify.success(t('counterAnswer.declined')), onError)
          }
        >
          {t('counterAnswer.decline')}
        </Button>
      </Group>
    </Alert>
  );
};
