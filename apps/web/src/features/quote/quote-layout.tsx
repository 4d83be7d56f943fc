import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { QuoteSteps } from './components/quote-steps';

/**
 * The quote flow's frame: a visitor starting a quote gets a temporary account (spec section 4), so the quote, and
 * the draft it may become, have an owner to follow them into registration.
 */
export const QuoteLayout = () => {
  const { t } = useTranslation('quote');
  const { ensureVisitorAccount } = useSession();
  usePageTitle(t('title'));
  useEffect(() => {
    void ensureVisitorAccount();
  }, [ensureVisitorAccount]);

  return (
    <Stack gap="sm" maw={760}>
      <Title order={1}>{t('title')}</Title>
      <QuoteSteps />
      <Outlet />
    </Stack>
  );
};
