import { Alert, Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestEmail } from '../../../shared/forms/email-typo';
import { useNotify } from '../../../shared/ui/use-notify';
import { useShareQuote } from '../quote-api';

/** Spec 2 and 8: the email-entry dialog ("step 3 of 3") that sends the quote, with a check for typos. */
export const ShareQuoteDialog = ({ haulId }: { haulId: string }) => {
  const { t } = useTranslation('quote');
  const notify = useNotify();
  const [isOpen, dialog] = useDisclosure(false);
  const [email, setEmail] = useState('');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const share = useShareQuote();

  const send = (address: string) =>
    share.mutate(
      { haulId, email: address },
      {
        onSuccess: () => {
          notify.success(t('share.sent', { email: address }));
          dialog.close();
        },
        onError: () => setError(t('share.failed')),
      },
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setError(t('share.invalid'));
      return;
    }
    const probable = suggestEmail(address);
    // Asked once: a second press sends the address as typed.
    if (probable && suggestion === null) {
      setSuggestion(probable);
      return;
    }
    send(address);
  };

  return (
    <>
      <Button variant="default" onClick={dialog.open}>
        {t('actions.share')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={dialog.close}
        title={t('share.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('share.step')}
            </Text>
            <Text>{t('share.intro')}</Text>
            <TextInput
              type="email"
              label={t('share.email')}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setSuggestion(null);
              }}
              error={error}
              autoComplete="email"
              required
            />
            {suggestion && (
              <Alert color="yellow" title={t('share.possibleError')}>
                <Text size="sm">
                  {t('share.didYouMean')}{' '}
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => {
                      setEmail(suggestion);
                      setSuggestion(null);
                    }}
                  >
                    {suggestion}
                  </Anchor>
                  ?
                </Text>
              </Alert>
            )}
            <Button type="submit" loading={share.isPending}>
              {suggestion ? t('share.sendAnyway') : t('share.send')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
