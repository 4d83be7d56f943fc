import { Button, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useMarkSeen } from '../../shared/view-times/view-times-api';
import { HaulCard } from './haul-card';
import { type HaulList, PAGE_SIZE, useHaulList } from './haul-lists-api';
import classes from './my-loads.module.css';

const LISTS: HaulList[] = ['drafts', 'active', 'history'];
const DEFAULT_LIST: HaulList = 'active';

/** The open tab lives in the address (`?tab=drafts`), so Back from a load's page returns to the same list. */
const readList = (value: string | null): HaulList => LISTS.find((list) => list === value) ?? DEFAULT_LIST;

const HaulListPanel = ({ list }: { list: HaulList }) => {
  const { t } = useTranslation('loads');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useHaulList(list, page, true);
  if (isPending) return <Text>{t('loading')}</Text>;
  if (isError) return <Text>{t('loadFailed')}</Text>;
  if (data.count === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t(`empty.${list}`)}</Text>
        <Button component={Link} to={paths.quote.origin.getHref()}>
          {t('newQuote')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <ul className={classes.list}>
        {data.results.map((haul) => (
          <HaulCard key={haul.id} haul={haul} />
        ))}
      </ul>
      {data.count > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(data.count / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('pages.page', { number }) })}
        />
      )}
    </Stack>
  );
};

/** Spec 2: My Loads (jobs/history and shipper/jobs): drafts, loads in progress and the history. */
export const MyLoadsPage = () => {
  const { t } = useTranslation('loads');
  const { status } = useSession();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const list = readList(params.get('tab'));
  usePageTitle(t('title'));
  useMarkSeen('self');
  const openList = (value: string | null) =>
    setParams(value && value !== DEFAULT_LIST ? { tab: value } : {}, { replace: true });

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
        <Tabs value={list} onChange={openList} keepMounted={false}>
          <Tabs.List grow>
            {LISTS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LISTS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <HaulListPanel list={value} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
};
