import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useMarkSeen } from '../../shared/view-times/view-times-api';
import { HaulListPanel } from './haul-list-panel';
import { HAUL_LISTS, type HaulList, useHaulListCounts } from './haul-lists-api';

/** The list My Loads opens on when the address names none: the first, in this order, that holds any load. */
const OPENING_ORDER: HaulList[] = ['active', 'drafts', 'history'];

const openingListOf = (counts: Record<HaulList, number>): HaulList =>
  OPENING_ORDER.find((list) => counts[list] > 0) ?? 'active';

/** The open tab lives in the address (`?tab=drafts`), so Back from a load's page returns to the same list. */
const readList = (value: string | null): HaulList | undefined => HAUL_LISTS.find((list) => list === value);

const MyLoadsTabs = () => {
  const { t } = useTranslation('loads');
  const [params, setParams] = useSearchParams();
  const chosen = readList(params.get('tab'));
  // Only without a tab in the address: a shipper with nothing in progress opens on their drafts, not an empty list.
  const counts = useHaulListCounts(chosen === undefined);
  const list = chosen ?? (counts ? openingListOf(counts) : undefined);
  const openList = (value: string | null) => setParams(value ? { tab: value } : {}, { replace: true });
  if (!list) return <Text>{t('loading')}</Text>;

  return (
    <Tabs value={list} onChange={openList} keepMounted={false}>
      <Tabs.List grow>
        {HAUL_LISTS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {HAUL_LISTS.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <HaulListPanel list={value} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};

/** Spec 2: My Loads (jobs/history and shipper/jobs): drafts, loads in progress and the history. */
export const MyLoadsPage = () => {
  const { t } = useTranslation('loads');
  const { status } = useSession();
  const { pathname } = useLocation();
  usePageTitle(t('title'));
  useMarkSeen('self');

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('title')}</Title>
      {status === 'visitor' ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('visitor')}</Text>
          <Group>
            <Button component={Link} to={paths.quote.origin.getHref()}>
              {t('newQuote')}
            </Button>
            <Button component={Link} to={paths.login.getHref({ next: pathname })} variant="default">
              {t('logIn')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <MyLoadsTabs />
      )}
    </Stack>
  );
};
