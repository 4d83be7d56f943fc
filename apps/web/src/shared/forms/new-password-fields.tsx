import { PASSWORD_MIN_LENGTH } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../ui/password-field';
import type { FieldErrors } from './field-errors';

type NewPasswordFieldsProps = { label: string; repeatLabel: string; errors: FieldErrors };

/** A new password typed twice, as `password` and `password2` (the wire names of registration and password change). */
export const NewPasswordFields = ({ label, repeatLabel, errors }: NewPasswordFieldsProps) => {
  const { t } = useTranslation('fields');
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        description={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        error={errors.password}
        withAsterisk
      />
      <PasswordField
        name="password2"
        label={repeatLabel}
        autoComplete="new-password"
        error={errors.password2}
        withAsterisk
      />
    </>
  );
};
