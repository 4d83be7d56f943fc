import { type Driver, type DriverInput, DriverInputSchema } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../shared/forms/field-errors';
import { useFieldErrors } from '../../shared/forms/use-field-errors';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { useNotify } from '../../shared/ui/use-notify';
import { useSaveDriver } from './driver-api';

/**
 * Saves one section of the profile (POST /driver/ the first time, PATCH /driver/{id}/ after): checked first with
 * the contract the server uses, then saved, announced, and handed on so the wizard moves to the next section.
 */
export const useSaveDriverSection = (onSaved: (driver: Driver) => void) => {
  const { t } = useTranslation('driver');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const notify = useNotify();
  const saveDriver = useSaveDriver();
  const { errors, setErrors, formRef } = useFieldErrors();

  const save = (changes: DriverInput) => {
    const parsed = DriverInputSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(tFields, parsed.error.issues));
      return;
    }
    setErrors({});
    saveDriver.mutate(
      { changes: parsed.data },
      {
        onSuccess: (driver) => {
          notify.success(t('saved'));
          if (driver) onSaved(driver);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromApi(tFields, error));
          notify.error(translateApiError(tErrors, error));
        },
      },
    );
  };

  return { save, errors, setErrors, formRef, isPending: saveDriver.isPending };
};
