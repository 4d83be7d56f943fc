import { UpdateUserBodySchema, type User } from '@freight/domain';
import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../shared/forms/field-errors';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveProfile } from '../use-save-profile';

/** Spec section 2, profile: personal info (the name other users see). */
export const PersonalInfoSection = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const { t: tFields } = useTranslation('fields');
  const { save, isPending } = useSaveProfile();
  const { errors, setErrors, formRef } = useFieldErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = { name: String(new FormData(event.currentTarget).get('name') ?? '') };
    const parsed = UpdateUserBodySchema.safeParse(changes);
    setErrors(parsed.success ? {} : fieldErrorsFromIssues(tFields, parsed.error.issues));
    if (parsed.success) save(parsed.data, { onError: (error) => setErrors(fieldErrorsFromApi(tFields, error)) });
  };

  return (
    <SectionPanel title={t('personal.title')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            name="name"
            label={t('personal.name')}
            autoComplete="name"
            defaultValue={user.name}
            error={errors.name}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={isPending}>
            {t('save')}
          </Button>
        </Group>
      </form>
    </SectionPanel>
  );
};
