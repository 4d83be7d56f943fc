import { formatPhone, UpdateUserBodySchema, type User } from '@freight/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../shared/forms/field-errors';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { SectionPanel } from '../../../shared/ui/section-panel';
import classes from '../profile.module.css';
import { useSaveProfile } from '../use-save-profile';
import { ResendConfirmation } from './resend-confirmation';

/** Spec section 2, profile: contact info. A new email address has to be confirmed again (the server mails a link). */
export const ContactInfoSection = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const { t: tFields } = useTranslation('fields');
  const { save, isPending } = useSaveProfile();
  const { errors, setErrors, formRef } = useFieldErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = UpdateUserBodySchema.safeParse({
      email: String(data.get('email') ?? ''),
      telephone: String(data.get('telephone') ?? ''),
    });
    setErrors(parsed.success ? {} : fieldErrorsFromIssues(tFields, parsed.error.issues));
    if (parsed.success) save(parsed.data, { onError: (error) => setErrors(fieldErrorsFromApi(tFields, error)) });
  };

  return (
    <SectionPanel title={t('contact.title')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            name="email"
            type="email"
            label={t('contact.email')}
            autoComplete="email"
            defaultValue={user.email ?? ''}
            error={errors.email}
          />
          <Stack gap="xs" align="flex-start">
            <Text className={classes.emailStatus} data-confirmed={user.email_confirmed || undefined}>
              {user.email_confirmed ? t('contact.confirmed') : t('contact.notConfirmed')}
            </Text>
            {!user.email_confirmed && user.email && <ResendConfirmation label={t('contact.resend')} />}
          </Stack>
          <TextInput
            name="telephone"
            type="tel"
            label={t('contact.telephone')}
            autoComplete="tel"
            defaultValue={user.telephone ? formatPhone(user.telephone) : ''}
            error={errors.telephone}
          />
          <Group>
            <Button type="submit" loading={isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPanel>
  );
};
