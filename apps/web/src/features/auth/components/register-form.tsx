import { CreateAccountBodySchema } from '@freight/domain';
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../shared/forms/email-field';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../shared/forms/field-errors';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useRegister } from '../auth-api';

const readForm = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    email: text('email'),
    telephone: text('telephone'),
    password: text('password'),
    password2: text('password2'),
    accepted_terms: data.get('accepted_terms') === 'on',
  };
};

/**
 * Spec section 2, register: checked here with the server's own schema, so most mistakes show at once; what only the
 * server knows (an email or phone already in use) comes back beside the field it concerns.
 */
export const RegisterForm = ({ onRegistered }: { onRegistered: () => void }) => {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const register = useRegister();
  const { errors, setErrors, formRef } = useFieldErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CreateAccountBodySchema.safeParse(readForm(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(tFields, parsed.error.issues));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: onRegistered,
      onError: (error) => setErrors(fieldErrorsFromApi(tFields, error)),
    });
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('register.intro')}</Text>
        <TextInput name="name" label={t('register.name')} autoComplete="name" error={errors.name} withAsterisk />
        <EmailField name="email" label={t('register.email')} error={errors.email} withAsterisk />
        <TextInput
          name="telephone"
          type="tel"
          label={t('register.telephone')}
          description={t('register.telephoneHint')}
          autoComplete="tel"
          error={errors.telephone}
          withAsterisk
        />
        <NewPasswordFields label={t('register.password')} repeatLabel={t('register.password2')} errors={errors} />
        <Checkbox name="accepted_terms" label={t('register.acceptTerms')} description={t('register.acceptTermsHint')} />
        {register.isError && !hasFieldErrors && (
          <Alert color="red" role="alert">
            {translateApiError(tErrors, register.error)}
          </Alert>
        )}
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
};
