import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAudit } from '../admin-api';
import { useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { PagedResults } from '../components/paged-results';

type Filters = { staff: string; from: string; to: string; refused: boolean };
const NO_FILTERS: Filters = { staff: '', from: '', to: '', refused: false };

/** The detail as short "name: value" pairs (it never holds secrets: the server leaves them out). */
const describe = (detail: Record<string, unknown>): string =>
  Object.entries(detail)
    .flatMap(([name, value]) =>
      value && typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>).map(
            ([inner, innerValue]) => `${inner}: ${String(innerValue)}`,
          )
        : [`${name}: ${String(value)}`],
    )
    .filter((pair) => !pair.endsWith(': null'))
    .join(' · ');

/** /admin/audit: who did what in the console, and who tried what they may not. */
export const AdminAuditPage = () => {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useAudit({
    staff: applied.staff || undefined,
    from: applied.from || undefined,
    to: applied.to || undefined,
    refused: applied.refused ? 'true' : undefined,
    page,
  });
  usePageTitle(t('audit.title'));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(filters);
    setPage(1);
  };
  const text = (name: 'staff' | 'from' | 'to') => ({
    value: filters[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFilters((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Stack gap="md">
      <Title order={1}>{t('audit.title')}</Title>
      <Text size="sm">{t('audit.intro')}</Text>
      <form onSubmit={search} aria-label={t('audit.searchLabel')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('audit.staff')} description={t('audit.staffHint')} {...text('staff')} />
            <TextInput type="date" label={t('audit.from')} {...text('from')} />
            <TextInput type="date" label={t('audit.to')} {...text('to')} />
          </SimpleGrid>
          <Checkbox
            label={t('audit.refusedOnly')}
            checked={filters.refused}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setFilters((current) => ({ ...current, refused: checked }));
            }}
          />
          <Group>
            <Button type="submit">{t('audit.search')}</Button>
          </Group>
        </Stack>
      </form>
      <PagedResults query={list} empty={t('audit.empty')} page={page} onPage={setPage}>
        {(rows) => (
          <DataTable
            caption={t('audit.title')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { key: 'when', label: t('audit.columns.when'), render: (row) => dateTime(row.at) },
              {
                key: 'who',
                label: t('audit.columns.who'),
                render: (row) =>
                  row.user ? (
                    <div style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{row.user.name || row.user.email}</Text>
                      {!row.user.is_staff && <Text size="xs">{t('audit.notStaff')}</Text>}
                    </div>
                  ) : (
                    t('audit.noKey')
                  ),
              },
              {
                key: 'what',
                label: t('audit.columns.what'),
                render: (row) => (
                  <div style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm" fw={600}>
                      {row.action}
                    </Text>
                    <Text size="xs">
                      {row.method} {row.route}
                    </Text>
                    {row.target_id && <Text size="xs">{t('audit.target', { id: row.target_id })}</Text>}
                  </div>
                ),
              },
              {
                key: 'status',
                label: t('audit.columns.status'),
                nowrap: true,
                render: (row) => (
                  <Badge
                    color={row.status_code < 400 ? 'brand.7' : row.status_code < 500 ? 'yellow.4' : 'red.9'}
                    c={row.status_code >= 400 && row.status_code < 500 ? 'dark' : 'white'}
                  >
                    {row.status_code}
                  </Badge>
                ),
              },
              {
                key: 'detail',
                label: t('audit.columns.detail'),
                render: (row) => (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {describe(row.detail) || '—'}
                  </Text>
                ),
              },
            ]}
          />
        )}
      </PagedResults>
    </Stack>
  );
};
