import {
  DISPUTE_CATEGORIES,
  type DisputeCategory,
  type DisputePicture,
  DisputeResponseBodySchema,
  ReportDisputeBodySchema,
} from '@freight/domain';
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputePhotosField } from '../../../shared/disputes/dispute-photos-field';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../shared/forms/field-errors';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useReportDispute, useRespondToDispute } from '../dispute-api';

/**
 * The shipper's problem report (`mode` report: category, note, photos) or the driver's answer (`mode` respond: note,
 * photos). Checked with the contract's schema before sending; the server's refusals are shown by their code.
 */
export const DisputeForm = ({
  haulId,
  mode,
  onDone,
  onCancel,
}: {
  haulId: string;
  mode: 'report' | 'respond';
  onDone: () => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation('booking');
  const { t: tFields } = useTranslation('fields');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const reportDispute = useReportDispute();
  const respond = useRespondToDispute();
  const mutation = mode === 'report' ? reportDispute : respond;
  const { errors, setErrors, formRef } = useFieldErrors();
  const [category, setCategory] = useState<DisputeCategory>('damage');
  const [note, setNote] = useState('');
  const [pictures, setPictures] = useState<DisputePicture[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const picture_ids = pictures.map((picture) => picture.id);
    const body = mode === 'report' ? { category, note, picture_ids } : { note, picture_ids };
    const checked = (mode === 'report' ? ReportDisputeBodySchema : DisputeResponseBodySchema).safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsFromIssues(tFields, checked.error.issues));
      return;
    }
    setErrors({});
    const done = () => {
      notify.success(t(mode === 'report' ? 'dispute.sent' : 'dispute.responded'));
      onDone();
    };
    const failed = (error: unknown) => setErrors(fieldErrorsFromApi(tFields, error));
    if (mode === 'report')
      reportDispute.mutate({ haulId, body: { category, note, picture_ids } }, { onSuccess: done, onError: failed });
    else respond.mutate({ haulId, body: { note, picture_ids } }, { onSuccess: done, onError: failed });
  };

  const refusal =
    mutation.error && Object.keys(errors).length === 0 ? translateApiError(tErrors, mutation.error) : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {mode === 'report' && (
          <Select
            label={t('dispute.category')}
            data={DISPUTE_CATEGORIES.map((value) => ({ value, label: t(`dispute.categories.${value}`) }))}
            value={category}
            onChange={(value) => value && setCategory(value as DisputeCategory)}
            allowDeselect={false}
            required
          />
        )}
        <Textarea
          label={t(mode === 'report' ? 'dispute.note' : 'dispute.responseNote')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
          autosize
          minRows={3}
          maxLength={2000}
          required
        />
        <DisputePhotosField value={pictures} onChange={setPictures} />
        {errors.picture_ids && (
          <Alert color="red" role="alert">
            {errors.picture_ids}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('dispute.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {t(mode === 'report' ? 'dispute.send' : 'dispute.sendResponse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
