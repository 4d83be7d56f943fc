import type { Bid, Haul } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { PlainAlert } from '../../../shared/ui/plain-alert';
import { PlainButton } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
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
    return <p className={typography.sm}>{t(`counterAnswer.answered.${counter.status}`, { price })}</p>;
  }
  if (!canAnswerCounter(haul, bid)) return null;
  const variables = { haulId: haul.id, bidId: bid.id };
  const onError = (error: unknown) => notify.error(translateApiError(tErrors, error));
  return (
    <PlainAlert color="blue" title={t('counterAnswer.title')}>
      <div className={layout.stackXs}>
        <p className={typography.sm}>{t('counterAnswer.explain', { price, own: format.money(bid.amount) })}</p>
        <div className={layout.group}>
          <PlainButton
            isLoading={acceptCounter.isPending}
            disabled={declineCounter.isPending}
            onClick={() =>
              // The answer makes the load the driver's, which unmounts this panel: a mutate() callback would never run.
              acceptCounter.mutateAsync(variables).then(() => notify.success(t('counterAnswer.accepted')), onError)
            }
          >
            {t('counterAnswer.accept', { price })}
          </PlainButton>
          <PlainButton
            variant="default"
            isLoading={declineCounter.isPending}
            disabled={acceptCounter.isPending}
            onClick={() =>
              declineCounter.mutateAsync(variables).then(() => notify.success(t('counterAnswer.declined')), onError)
            }
          >
            {t('counterAnswer.decline')}
          </PlainButton>
        </div>
      </div>
    </PlainAlert>
  );
};
