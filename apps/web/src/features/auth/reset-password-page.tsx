import { ChangePasswordBodySchema } from '@freight/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../shared/forms/field-errors';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { useFieldErrors } from '../../shared/forms/use-field-errors';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { paths } from '../../shared/navigation/paths';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useResetPassword } from './auth-api';

const isExpiredLink = (error: unknown) => error instanceof ApiRequestError && error.code === 'code_invalid';

/** user/reset/{code}: the page the reset email links to. Success logs the account in with its new password. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const { code = '' } = useParams();
  const resetPassword = useResetPassword();
  const { errors, setErrors, formRef } = useFieldErrors();
  usePageTitle(t('reset.title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ChangePasswordBodySchema.safeParse({
      code,
      password: String(data.get('password') ?? ''),
      password2: String(data.get('password2') ?? ''),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(tFields, parsed.error.issues));
      return;
    }
    setErrors({});
    resetPassword.mutate(
      { code, password: parsed.data.password, password2: parsed.data.password2 },
      { onError: (error) => setErrors(fieldErrorsFromApi(tFields, error)) },
    );
  };

  if (resetPassword.isSuccess) {
    return (
      <Stack gap="lg" maw={520}>
        <Title order={1}>{t('reset.doneTitle')}</Title>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Text role="status">{t('reset.done')}</Text>
            <Group>
              <Button component={Link} to={paths.user.menu.getHref()}>
                {t('reset.toAccount')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{t('reset.title')}</Title>
      <Paper withBorder p="lg">
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('reset.intro')}</Text>
            <NewPasswordFields label={t('reset.password')} repeatLabel={t('reset.password2')} errors={errors} />
            {resetPassword.isError && (
              <Alert color="red" role="alert">
                <Stack gap="xs" align="flex-start">
                  <span>{translateApiError(tErrors, resetPassword.error)}</span>
                  {isExpiredLink(resetPassword.error) && (
                    <Anchor component={Link} to={paths.login.getHref()}>
                      {t('reset.askNewLink')}
                    </Anchor>
                  )}
                </Stack>
              </Alert>
            )}
            <Button type="submit" loading={resetPassword.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
};
