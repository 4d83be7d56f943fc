import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { PasswordField } from '../../../shared/ui/password-field';
import { useLogin } from '../auth-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Email or phone plus password (spec section 2). Success changes the session; the page then moves on. */
export const LoginForm = () => {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const login = useLogin();
  const [username, setUsername] = useState('');
  const { errors, setErrors, formRef } = useFieldErrors();
  const [isForgotOpen, forgot] = useDisclosure(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const missing: FieldErrors = {
      username: username.trim() ? undefined : tFields('required'),
      password: password ? undefined : tFields('required'),
    };
    setErrors(missing);
    if (missing.username || missing.password) return;
    login.mutate({ username: username.trim(), password });
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('login.intro')}</Text>
          <TextInput
            name="username"
            label={t('login.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
            withAsterisk
          />
          <PasswordField
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            error={errors.password}
            withAsterisk
          />
          {login.isError && (
            <Alert color="red" role="alert">
              {/* The spec's login failure wording; a slowed-down login says how long to wait, in the reader's language. */}
              {translateApiError(tErrors, login.error)}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" px={0} onClick={forgot.open}>
              {t('login.forgotPassword')}
            </Button>
            <Button type="submit" loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ForgotPasswordDialog isOpen={isForgotOpen} onClose={forgot.close} initialUsername={username} />
    </>
  );
};
