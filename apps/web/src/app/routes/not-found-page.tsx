import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { OfficePhones } from '../../shared/ui/office-phones';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** Any path the router does not know (spec section 2). */
export const NotFoundPage = () => {
  const { t } = useTranslation(['notFound', 'common']);
  const { pathname } = useLocation();
  usePageTitle(t('pageTitle'));

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('title')}</Title>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Text size="lg">{t('body', { path: pathname })}</Text>
          <div>
            <Button component={Link} to={paths.welcome.getHref()}>
              {t('common:goHome')}
            </Button>
          </div>
          <Title order={2} size="h4">
            {t('help')}
          </Title>
          <OfficePhones />
        </Stack>
      </Paper>
    </Stack>
  );
};
