import { awaitsSide, type Haul } from '@freight/domain';
import { Button, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { HaulCard } from './haul-card';
import { type HaulList, PAGE_SIZE, useHaulList } from './haul-lists-api';
import classes from './my-loads.module.css';

const HaulCards = ({ hauls }: { hauls: Haul[] }) => (
  <ul className={classes.list}>
    {hauls.map((haul) => (
      <HaulCard key={haul.id} haul={haul} />
    ))}
  </ul>
);

/**
 * Loads in progress that wait on the shipper (a driver accepted and waits to be confirmed and paid) under their own
 * heading; the server lists them first, so they are on the first page however many loads travel.
 */
const GroupedCards = ({ hauls }: { hauls: Haul[] }) => {
  const { t } = useTranslation('loads');
  const waiting = hauls.filter((haul) => awaitsSide(haul.status, 'shipper'));
  if (waiting.length === 0) return <HaulCards hauls={hauls} />;
  const others = hauls.filter((haul) => !waiting.includes(haul));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('groups.needsAction')}
      </Title>
      <HaulCards hauls={waiting} />
      {others.length > 0 && (
        <Title order={2} size="h4">
          {t('groups.others')}
        </Title>
      )}
      {others.length > 0 && <HaulCards hauls={others} />}
    </Stack>
  );
};

/** One of My Loads' lists, a page at a time. */
export const HaulListPanel = ({ list }: { list: HaulList }) => {
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
      {list === 'active' ? <GroupedCards hauls={data.results} /> : <HaulCards hauls={data.results} />}
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
