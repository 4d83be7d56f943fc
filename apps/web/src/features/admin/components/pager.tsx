import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PagerProps = { count: number; page: number; pageSize: number; onChange: (page: number) => void };

/** "41 found" and the page buttons (only when there is more than one page). */
export const Pager = ({ count, page, pageSize, onChange }: PagerProps) => {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {t('found', { count })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
        />
      )}
    </Group>
  );
};
