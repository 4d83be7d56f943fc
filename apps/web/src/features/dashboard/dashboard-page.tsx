import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useUnreadMessages } from '../../shared/view-times/use-unread-messages';
import { DriverPanel } from './components/driver-panel';
import { useFirstHauls } from './dashboard-api';

const HaulsNeedingAction = ({
  title,
  path,
  empty,
  hrefFor,
}: {
  title: string;
  path: string;
  empty: string;
  hrefFor: (haulId: string) => string;
}) => {
  const { t } = useTranslation('dashboard');
  const { data } = useFirstHauls(path, true);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title} {data ? `(${data.count})` : ''}
        </Title>
        {data?.count === 0 && <Text size="sm">{empty}</Text>}
        {data?.results.map((haul) => (
          <Anchor key={haul.id} component={Link} to={hrefFor(haul.id)}>
            {t('haulLine', { name: haul.load.make_model, from: haul.origin.name, to: haul.destination.name })}
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
};

/** Spec 2, dashboard: the signed-in user's home; a visitor sees where to start. */
export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const { status, user } = useSession();
  const unread = useUnreadMessages();
  usePageTitle(t('title'));

  if (status !== 'registered' && status !== 'temporary') {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('visitor')}</Text>
        <Group>
          <Button component={Link} to={paths.quote.origin.getHref()}>
            {t('newQuote')}
          </Button>
          <Button component={Link} to={paths.login.getHref()} variant="default">
            {t('logIn')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{user?.name ? t('hello', { name: user.name }) : t('title')}</Title>
      <Group>
        <Button component={Link} to={paths.quote.origin.getHref()}>
          {t('newQuote')}
        </Button>
        <Button component={Link} to={paths.jobHistory.getHref()} variant="default">
          {t('myLoads')}
        </Button>
        <Button component={Link} to={paths.messenger.root.getHref()} variant="default">
          {t('messages', { count: unread })}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HaulsNeedingAction
          title={t('drafts')}
          path="/haul/draft/"
          empty={t('noDrafts')}
          hrefFor={(haulId) => `${paths.quote.ship.getHref()}?haul_id=${haulId}`}
        />
        <HaulsNeedingAction
          title={t('active')}
          path="/haul/"
          empty={t('noActive')}
          hrefFor={(haulId) => paths.job.root.getHref({ haulId })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DriverPanel />
      </SimpleGrid>
    </Stack>
  );
};
