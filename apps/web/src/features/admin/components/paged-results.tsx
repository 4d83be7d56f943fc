import { Alert, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager';

type Page<TRow> = { count: number; page_size: number; results: TRow[] };

/** A console list's states in one place: loading, failed, empty (`empty` says so), or its rows and the pager. */
export const PagedResults = <TRow,>({
  query,
  empty,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<Page<TRow>>;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (rows: TRow[]) => ReactNode;
}) => {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  return (
    <>
      {query.data.count === 0 ? <Text>{empty}</Text> : children(query.data.results)}
      <Pager count={query.data.count} page={page} pageSize={query.data.page_size} onChange={onPage} />
    </>
  );
};
