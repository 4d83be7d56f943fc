import { DELIVERY_CODE_LOCK_MINUTES, DELIVERY_CODE_MAX_FAILURES, type Haul } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useHaulInspections } from '../../../shared/inspection/inspection-api';
import { keepPhotos, uploadInspectionPhotos } from '../../../shared/inspection/inspection-photos';
import { sendNowOrSave, useSaveMove } from '../../../shared/offline/use-save-move';
import { useNotify } from '../../../shared/ui/use-notify';
import { useCompleteHaul } from '../booking-api';
import { type DraftProblem, deliveryBodyOf, draftProblems, emptyDraft } from '../inspection-draft';
import { inspectionPlace } from '../inspection-place';
import { InspectionFormFields } from './inspection-form-fields';

/**
 * What a refusal of the code says, in the reader's language. The server's English detail counts the tries left; the
 * rule itself (how many wrong codes pause completing, for how long) is shared from packages/domain, so every language
 * can state it. Other refusals (the load moved on, no connection) say what the errors catalogue says.
 */
const codeRefusalKey = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'delivery_code_wrong') return 'complete.wrongCode' as const;
  // Too many wrong codes: the server pauses completing the load (429) and tells the shipper.
  if (error.code === 'rate_limited') return 'complete.locked' as const;
  return error.code === 'validation_failed' ? ('complete.codeRequired' as const) : null;
};

/**
 * `job/{haulId}/complete`: the delivery inspection (photos, new damage beside the pickup's marks in grey, the
 * receiver's name and signature; issue 23) and the code the shipper gives on delivery (spec 5: required), sent
 * together: the server records both in the completion's transaction. A wrong code is refused with the server's
 * message; after too many the server locks completion for a while and says so. With no signal the inspection
 * (photos kept on the device) and the code are saved and sent when the signal returns; the driver is told then
 * whether it went through.
 */
export const CompleteDialog = ({ haul, isOpen, onClose }: { haul: Haul; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const complete = useCompleteHaul();
  const saveMove = useSaveMove();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const pickup = useHaulInspections(haul.id, isOpen).data?.pickup ?? null;
  const [code, setCode] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [draft, setDraft] = useState(emptyDraft);
  const [problems, setProblems] = useState<DraftProblem[] | null>(null);
  const [isSending, setSending] = useState(false);
  // A refusal of the photos' upload, which is not the completion's own request.
  const [failure, setFailure] = useState<unknown>(null);
  const error = complete.error ?? failure;
  const refusalKey = codeRefusalKey(error);
  const isEmpty = isChecked && code.trim() === '';
  // The server's refusal is announced once, in the alert below; the field is only marked.
  const codeError = isEmpty ? t('complete.codeRequired') : refusalKey !== null;
  const refusal = refusalKey
    ? t(refusalKey, { max: DELIVERY_CODE_MAX_FAILURES, minutes: DELIVERY_CODE_LOCK_MINUTES })
    : translateApiError(tErrors, error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = draftProblems(draft, 'delivery');
    setProblems(found);
    if (code.trim() === '' || found.length > 0 || isSending) return;
    setSending(true);
    setFailure(null);
    complete.reset();
    const body = deliveryBodyOf(draft, { place: await inspectionPlace(), signedAt: new Date().toISOString() });
    const saveForLater = async () => {
      const photos = await keepPhotos(draft.photos);
      saveMove(haul, { kind: 'complete', code: code.trim(), inspection: { ...body, photos } });
      onClose();
    };
    try {
      const sent = await sendNowOrSave(async () => {
        const photos = await uploadInspectionPhotos(draft.photos);
        await complete.mutateAsync({ haulId: haul.id, code: code.trim(), inspection: { ...body, photos } });
      }, saveForLater);
      if (sent === 'sent') {
        notify.success(t('complete.done'));
        onClose();
      }
    } catch (refused) {
      setFailure(refused);
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
      title={t('complete.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('inspection.delivery.explain')}</Text>
          <InspectionFormFields
            kind="delivery"
            draft={draft}
            onChange={setDraft}
            problems={problems}
            previousMarks={pickup?.marks.filter((mark) => mark.picture === null)}
          />
          <Text size="sm">{t('complete.explain')}</Text>
          <TextInput
            label={t('complete.code')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              complete.reset();
            }}
            error={codeError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            required
          />
          {problems !== null && problems.length > 0 && (
            <Text size="sm" c="red" role="alert">
              {t('inspection.incomplete')}
            </Text>
          )}
          {error !== null && error !== undefined && !isEmpty && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('complete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
