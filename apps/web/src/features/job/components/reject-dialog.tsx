import type { Haul } from '@freight/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { paths } from '../../../shared/navigation/paths';
import { useNotify } from '../../../shared/ui/use-notify';
import { useRejectDriver } from '../booking-api';

/**
 * `job/{haulId}/driver/reject`: the shipper turns the accepting driver down, with a reason the driver is told. The
 * load is posted again, so the Offers tab follows, where backup interests can be taken up.
 */
export const RejectDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const navigate = useNavigate();
  const reject = useRejectDriver();
  const [reason, setReason] = useState('');
  const [isChecked, setChecked] = useState(false);
  const reasonError = isChecked && reason.trim() === '' ? t('reject.reasonRequired') : undefined;

  const submit = () => {
    setChecked(true);
    if (reason.trim() === '' || reject.isPending) return;
    // The rejected booking's new state can take the dialog away before `mutate`'s own callbacks would run.
    reject.mutateAsync({ haulId: haul.id, body: { reason: reason.trim() } }).then(
      () => {
        notify.success(t('reject.done'));
        navigate(paths.job.bids.getHref({ haulId: haul.id }), { replace: true });
      },
      (error) => notify.error(translateApiError(tErrors, error)),
    );
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('reject.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        <Text size="sm">{t('reject.explain', { name: haul.driver?.name ?? '' })}</Text>
        <Textarea
          label={t('reject.reason')}
          description={t('reject.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError}
          maxLength={1000}
          required
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" loading={reject.isPending} onClick={submit}>
            {t('reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
