import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useSendResetEmail } from '../auth-api';

type ForgotPasswordDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** What the reader already typed into the login form. */
  initialUsername: string;
};

type Outcome = 'empty' | 'sent' | 'failed' | null;

type ForgotPasswordFormProps = Omit<ForgotPasswordDialogProps, 'isOpen'>;

/** Spec sections 5 and 8: an empty box warns before any request, an unknown account is an error, else a link goes out. */
const ForgotPasswordForm = ({ onClose, initialUsername }: ForgotPasswordFormProps) => {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tErrors } = useTranslation('errors');
  const sendResetEmail = useSendResetEmail();
  const [username, setUsername] = useState(initialUsername);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim()) {
      setOutcome('empty');
      return;
    }
    setOutcome(null);
    sendResetEmail.mutate(username.trim(), {
      onSuccess: () => setOutcome('sent'),
      onError: () => setOutcome('failed'),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('forgot.intro')}</Text>
        <TextInput
          name="username"
          label={t('forgot.username')}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          data-autofocus
        />
        {outcome === 'empty' && (
          <Alert color="yellow" role="alert">
            {t('forgot.empty')}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert color="red" role="alert">
            {translateApiError(tErrors, sendResetEmail.error)}
          </Alert>
        )}
        {outcome === 'sent' && (
          <Alert color="green" role="status">
            {t('forgot.sent')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:close')}
          </Button>
          <Button type="submit" loading={sendResetEmail.isPending}>
            {t('forgot.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The forgot-password dialog of the login screen; its form starts afresh, from the login form's entry, each time. */
export const ForgotPasswordDialog = ({ isOpen, onClose, initialUsername }: ForgotPasswordDialogProps) => {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('forgot.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <ForgotPasswordForm onClose={onClose} initialUsername={initialUsername} />
    </Modal>
  );
};
