import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartChat } from '../../../shared/chat/chat-api';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/**
 * messenger/support (the menu's support item): opens the user's support conversation, or a new one when staff
 * closed the last, and puts its own address in place of this one.
 */
export const SupportRedirect = () => {
  const { t } = useTranslation('messenger');
  const { t: tErrors } = useTranslation('errors');
  const start = useStartChat({ replace: true });
  const hasAsked = useRef(false);
  const { mutate } = start;
  usePageTitle(t('support.title'));
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    mutate({ admin: true });
  }, [mutate]);
  return (
    <Stack gap="md">
      <Title order={1}>{t('support.title')}</Title>
      {start.isError ? (
        <Alert color="red">{translateApiError(tErrors, start.error)}</Alert>
      ) : (
        <Loader aria-label={t('support.opening')} />
      )}
    </Stack>
  );
};
