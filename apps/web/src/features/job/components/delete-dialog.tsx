import { DELETE_REASONS, type DeleteReason, type Haul } from '@freight/domain';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../shared/ui/use-notify';
import { useDeleteHaul } from '../haul-actions-api';

const isReason = (value: string): value is DeleteReason => (DELETE_REASONS as readonly string[]).includes(value);

/** Spec 5: deleting needs a reason, and an elaboration when the reason is "other". */
export const DeleteDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('job');
  const notify = useNotify();
  const remove = useDeleteHaul();
  const [reason, setReason] = useState<DeleteReason | ''>('');
  const [elaboration, setElaboration] = useState('');
  const [isChecked, setChecked] = useState(false);
  const reasonError = isChecked && reason === '' ? t('delete.reasonRequired') : undefined;
  const elaborationError =
    isChecked && reason === 'other' && elaboration.trim() === '' ? t('delete.elaborationRequired') : undefined;

  const submit = () => {
    setChecked(true);
    if (reason === '' || (reason === 'other' && elaboration.trim() === '')) return;
    // The deleted load's new state can take the dialog away before `mutate`'s own callbacks would run.
    remove.mutateAsync({ haulId: haul.id, body: { reason, elaboration: elaboration.trim() } }).then(
      () => {
        notify.success(t('delete.done'));
        onClose();
      },
      () => notify.error(t('actionFailed')),
    );
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        <NativeSelect
          label={t('delete.reason')}
          value={reason}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setReason(isReason(value) ? value : '');
          }}
          data={[
            { value: '', label: t('delete.choose') },
            ...DELETE_REASONS.map((value) => ({ value, label: t(`delete.reasons.${value}`) })),
          ]}
          error={reasonError}
          required
        />
        {reason === 'other' && (
          <Textarea
            label={t('delete.elaboration')}
            value={elaboration}
            onChange={(event) => setElaboration(event.currentTarget.value)}
            error={elaborationError}
            required
            autosize
            minRows={2}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={submit}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
