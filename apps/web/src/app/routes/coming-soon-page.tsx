import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { resources } from '../../shared/i18n/resources';
import { OfficePhones } from '../../shared/ui/office-phones';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { paths } from '../paths';

export type ScreenKey = keyof (typeof resources)['en-us']['pages']['screens'];

/** Stands in for a screen that is routed but not built yet: it names the screen and says plainly it is coming. */
export const ComingSoonPage = ({ screen }: { screen: ScreenKey }) => {
  const { t } = useTranslation(['pages', 'common']);
  const screenName = t(`screens.${screen}`);
  usePageTitle(screenName);

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{screenName}</Title>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Text size="lg" fw={600}>
            {t('comingSoon', { screen: screenName })}
          </Text>
          <Text>{t('comingSoonHint')}</Text>
          <div>
            <Button component={Link} to={paths.welcome.getHref()}>
              {t('common:goHome')}
            </Button>
          </div>
          <Title order={2} size="h4">
            {t('common:officePhones.heading')}
          </Title>
          <OfficePhones />
        </Stack>
      </Paper>
    </Stack>
  );
};
