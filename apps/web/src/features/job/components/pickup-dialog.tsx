import type { Haul } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { keepPhotos, uploadInspectionPhotos } from '../../../shared/inspection/inspection-photos';
import { sendNowOrSave, useSaveMove } from '../../../shared/offline/use-save-move';
import { useNotify } from '../../../shared/ui/use-notify';
import { usePickUp } from '../booking-api';
import { type DraftProblem, draftProblems, emptyDraft, pickupBodyOf } from '../inspection-draft';
import { inspectionPlace } from '../inspection-place';
import { InspectionFormFields } from './inspection-form-fields';

/**
 * "Picked up" is the pickup inspection (issue 23, decision 019): the driver photographs the load, marks damage,
 * notes the readings, confirms the securement checklist, and the shipper (or their agent) and the driver sign on the
 * phone. With no signal the whole inspection, photos included, waits on the device and is sent when the signal
 * returns; the driver is told then how it went.
 */
export const PickupDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const pickUp = usePickUp();
  const saveMove = useSaveMove();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState(emptyDraft);
  const [problems, setProblems] = useState<DraftProblem[] | null>(null);
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft, 'pickup');
    setProblems(found);
    if (found.length > 0 || isSending) return;
    setSending(true);
    setFailure(null);
    const body = pickupBodyOf(draft, { place: await inspectionPlace(), signedAt: new Date().toISOString() });
    const saveForLater = async () => {
      saveMove(haul, { kind: 'pick_up', inspection: { ...body, photos: await keepPhotos(draft.photos) } });
      onClose();
    };
    try {
      const sent = await sendNowOrSave(async () => {
        const photos = await uploadInspectionPhotos(draft.photos);
        await pickUp.mutateAsync({ haulId: haul.id, inspection: { ...body, photos } });
      }, saveForLater);
      if (sent === 'sent') {
        notify.success(t('pickUp.done'));
        onClose();
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      title={t('inspection.pickup.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('inspection.pickup.explain')}</Text>
          <InspectionFormFields kind="pickup" draft={draft} onChange={setDraft} problems={problems} />
          {failure !== null && (
            <Alert color="red" role="alert">
              {translateApiError(tErrors, failure)}
            </Alert>
          )}
          {problems !== null && problems.length > 0 && (
            <Text size="sm" c="red" role="alert">
              {t('inspection.incomplete')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('inspection.pickup.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
