import { AdminCancelHaulBodySchema } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useCancelHaul } from '../admin-api';
import { useCad } from '../components/cad';

/** `escrowCents`: all the load holds for the shipper, the escrow and the sales tax beside it (what a refund returns). */
type CancelLoadDialogProps = { haulId: string; escrowCents: number; isOpen: boolean; onClose: () => void };

/** Cancelling at the shipper's request always says why; whatever escrow holds goes back to their card. */
export const CancelHaulDialog = ({ haulId, escrowCents, isOpen, onClose }: CancelLoadDialogProps) => {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const cad = useCad();
  const notify = useNotify();
  const cancel = useCancelHaul(haulId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = AdminCancelHaulBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(t('cancel.reasonRequired'));
      return;
    }
    setError(undefined);
    // The cancelled load's new state can take the dialog away before `mutate`'s own callbacks would run; a refusal
    // shows in the dialog from `cancel.error`.
    cancel.mutateAsync(parsed.data).then(
      (answer) => {
        notify.success(t('cancel.done', { amount: cad(answer.refunded_now_cad_cents) }));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('cancel.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text size="sm">
          {escrowCents > 0 ? t('cancel.refundNote', { amount: cad(escrowCents) }) : t('cancel.nothingToRefund')}
        </Text>
        <Textarea
          label={t('cancel.reason')}
          description={t('cancel.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          maxLength={1000}
          required
          data-autofocus
        />
        {cancel.isError && (
          <Alert color="red" role="alert">
            {translateApiError(tErrors, cancel.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button color="red.9" onClick={submit} loading={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
