import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous and next for a staff list, when it holds more than one page. */
export const ListPager = ({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('staffChats');
  if (pageCount <= 1) return null;
  return (
    <Group gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <Text size="sm">{t('pageOf', { page, count: pageCount })}</Text>
      <Button variant="default" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
};

export const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const pageCountOf = (list: { count: number; page_size: number } | undefined): number =>
  list ? Math.max(1, Math.ceil(list.count / list.page_size)) : 1;
