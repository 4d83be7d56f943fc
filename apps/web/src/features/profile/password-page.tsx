import { ChangePasswordBodySchema } from '@freight/domain';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../shared/forms/field-errors';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { useFieldErrors } from '../../shared/forms/use-field-errors';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { paths } from '../../shared/navigation/paths';
import { PasswordField } from '../../shared/ui/password-field';
import { useNotify } from '../../shared/ui/use-notify';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useChangePassword } from './profile-api';

const readForm = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    old_password: String(data.get('old_password') ?? ''),
    password: String(data.get('password') ?? ''),
    password2: String(data.get('password2') ?? ''),
  };
};

/** user/password: a logged-in change of password, proven by the current one. */
export const PasswordPage = () => {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const changePassword = useChangePassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const { errors, setErrors, formRef } = useFieldErrors();
  usePageTitle(t('password.title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = readForm(event.currentTarget);
    const parsed = ChangePasswordBodySchema.safeParse(body);
    const nextErrors = parsed.success ? {} : fieldErrorsFromIssues(tFields, parsed.error.issues);
    if (!body.old_password) nextErrors.old_password = tFields('required');
    setErrors(nextErrors);
    if (!parsed.success || nextErrors.old_password) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        notify.success(t('password.changed'));
        void navigate(paths.user.menu.getHref());
      },
      onError: (error) => setErrors(fieldErrorsFromApi(tFields, error)),
    });
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{t('password.title')}</Title>
      <Paper withBorder p="lg">
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              name="old_password"
              label={t('password.old')}
              autoComplete="current-password"
              error={errors.old_password}
              withAsterisk
            />
            <NewPasswordFields label={t('password.new')} repeatLabel={t('password.repeat')} errors={errors} />
            {changePassword.isError && !hasFieldErrors && (
              <Alert color="red" role="alert">
                {translateApiError(tErrors, changePassword.error)}
              </Alert>
            )}
            <Button type="submit" loading={changePassword.isPending}>
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
};
