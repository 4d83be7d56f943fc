import { DriverDecisionBodySchema } from '@freight/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type RejectDialogProps = {
  driverName: string;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** A refusal always says why: the driver reads the reason and fixes the profile before sending it again. */
export const RejectDialog = ({ driverName, isOpen, isPending, onClose, onReject }: RejectDialogProps) => {
  const { t } = useTranslation('staffDrivers');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = DriverDecisionBodySchema.safeParse({ decision: 'reject', reason });
    if (!parsed.success) {
      setError(t('reject.reasonRequired'));
      return;
    }
    setError(undefined);
    onReject(parsed.data.reason);
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('reject.title', { name: driverName })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('reject.reason')}
          description={t('reject.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          maxLength={1000}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" onClick={submit} loading={isPending}>
            {t('reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
