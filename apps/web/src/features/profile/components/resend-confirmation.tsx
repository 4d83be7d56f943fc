import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useSendVerifyEmail } from '../../../shared/session/user-api';

type ResendConfirmationProps = { label: string };

/** Asks for a new confirmation email, and says in place whether it went out. */
export const ResendConfirmation = ({ label }: ResendConfirmationProps) => {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const sendVerifyEmail = useSendVerifyEmail();
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="outline" loading={sendVerifyEmail.isPending} onClick={() => sendVerifyEmail.mutate()}>
        {label}
      </Button>
      <div role="status">
        {sendVerifyEmail.isSuccess && <Text size="sm">{t('linkSent')}</Text>}
        {sendVerifyEmail.isError && (
          <Text size="sm" c="red.9">
            {translateApiError(tErrors, sendVerifyEmail.error)}
          </Text>
        )}
      </div>
    </Stack>
  );
};
