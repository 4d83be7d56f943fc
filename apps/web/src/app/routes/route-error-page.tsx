import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** A screen that failed to render or to load its code (for example after a deployment replaced the bundles). */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const error = useRouteError();
  usePageTitle(t('routeError.title'));

  useEffect(() => {
    console.error('Error showing this page:', error);
  }, [error]);

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('routeError.title')}</Title>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Text size="lg">{t('routeError.body')}</Text>
          {error instanceof ApiRequestError && <Text>{translateApiError(tErrors, error)}</Text>}
          <div>
            <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
};
