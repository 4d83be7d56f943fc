import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../shared/payment/card-form';
import { type PlanPurchase, usePayForPlan } from '../../../shared/payment/purchase-api';
import { useNotify } from '../../../shared/ui/use-notify';

type BuyPlanDialogProps = {
  purchase: PlanPurchase | null;
  planName: string;
  priceText: string | null;
  onClose: () => void;
};

/** Mounted for one opening of the dialog: its card form and mutation (key, answer, error) start fresh each time. */
const PlanCardForm = ({ purchase, onPaid }: { purchase: PlanPurchase; onPaid: () => void }) => {
  const { t } = useTranslation('driver');
  const pay = usePayForPlan();
  return <CardForm purchase={purchase} pay={pay} submitLabel={t('subscriptions.buyPay')} onPaid={onPaid} />;
};

/**
 * Spec 3 Payment for a plan: the shared card form in a dialog. The form is made anew each time the dialog opens, so
 * each purchase attempt gets its own idempotency key; within one opening the form keeps its key across retries (and
 * makes a new one only after a decline, to try another card).
 */
export const BuyPlanDialog = ({ purchase, planName, priceText, onClose }: BuyPlanDialogProps) => {
  const { t } = useTranslation('driver');
  const { t: tPayment } = useTranslation('payment');
  const notify = useNotify();

  const onPaid = () => {
    notify.success(tPayment('result.paid'));
    onClose();
  };

  return (
    <Modal
      opened={purchase !== null}
      onClose={onClose}
      title={t('subscriptions.buyTitle', { plan: planName })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {purchase && (
        <Stack gap="md">
          {priceText && <Text fw={700}>{priceText}</Text>}
          <Text size="sm">{t('subscriptions.buyIntro')}</Text>
          <PlanCardForm purchase={purchase} onPaid={onPaid} />
        </Stack>
      )}
    </Modal>
  );
};
