import { type Haul, NOT_INTERESTED_REASONS, type NotInterestedReason } from '@freight/domain';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { paths } from '../../../shared/navigation/paths';
import { useNotify } from '../../../shared/ui/use-notify';
import { useNotInterested } from '../haul-actions-api';

const isReason = (value: string): value is NotInterestedReason =>
  (NOT_INTERESTED_REASONS as readonly string[]).includes(value);

/** Spec 5: passing on a load needs a reason, and an elaboration when it is "other"; the driver goes back to search. */
export const NotInterestedDialog = ({
  haul,
  isOpen,
  onClose,
}: {
  haul: Haul;
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const notify = useNotify();
  const decline = useNotInterested();
  const [reason, setReason] = useState<NotInterestedReason | ''>('');
  const [elaboration, setElaboration] = useState('');
  const [isChecked, setChecked] = useState(false);
  const reasonError = isChecked && reason === '' ? t('notInterested.reasonRequired') : undefined;
  const elaborationError =
    isChecked && reason === 'other' && elaboration.trim() === '' ? t('notInterested.elaborationRequired') : undefined;

  const submit = () => {
    setChecked(true);
    if (reason === '' || (reason === 'other' && elaboration.trim() === '')) return;
    // A declined load leaves the driver's view, and the dialog with it, maybe before `mutate`'s own callbacks would run.
    decline.mutateAsync({ haulId: haul.id, body: { reason, elaboration: elaboration.trim() } }).then(
      () => {
        notify.success(t('notInterested.done'));
        navigate(paths.searchJobs.getHref());
      },
      (error) => notify.error(translateApiError(tErrors, error)),
    );
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('notInterested.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('notInterested.explain')}</Text>
        <NativeSelect
          label={t('notInterested.reason')}
          value={reason}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setReason(isReason(value) ? value : '');
          }}
          data={[
            { value: '', label: t('notInterested.choose') },
            ...NOT_INTERESTED_REASONS.map((value) => ({ value, label: t(`notInterested.reasons.${value}`) })),
          ]}
          error={reasonError}
          required
        />
        {reason === 'other' && (
          <Textarea
            label={t('notInterested.elaboration')}
            value={elaboration}
            onChange={(event) => setElaboration(event.currentTarget.value)}
            error={elaborationError}
            maxLength={1000}
            required
            autosize
            minRows={2}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={decline.isPending} onClick={submit}>
            {t('notInterested.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
