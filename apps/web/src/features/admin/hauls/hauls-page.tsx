import { HAUL_STATUSES, type HaulStatus } from '@freight/domain';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAdminHauls } from '../admin-api';
import { useCad, useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { PagedResults } from '../components/paged-results';

const FILTERS = ['state', 'shipper', 'driver', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const readFilters = (params: URLSearchParams): Filters => ({
  state: params.get('state') ?? '',
  shipper: params.get('shipper') ?? '',
  driver: params.get('driver') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

const isState = (value: string): value is HaulStatus => (HAUL_STATUSES as readonly string[]).includes(value);

/** /admin/loads: every load by state, shipper, driver and dates; the filters live in the address. */
export const AdminHaulsPage = () => {
  const { t } = useTranslation(['admin', 'common']);
  const cad = useCad();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const list = useAdminHauls({
    state: isState(applied.state) ? applied.state : undefined,
    shipper: applied.shipper || undefined,
    driver: applied.driver || undefined,
    from: applied.from || undefined,
    to: applied.to || undefined,
    page,
  });
  usePageTitle(t('loads.title'));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTERS) if (draft[name].trim()) next.set(name, draft[name].trim());
    setParams(next);
  };
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Stack gap="md">
      <Title order={1}>{t('loads.title')}</Title>
      <form onSubmit={search} aria-label={t('loads.searchLabel')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Select
              label={t('loads.filters.state')}
              data={[
                { value: '', label: t('loads.filters.anyState') },
                ...HAUL_STATUSES.map((status) => ({ value: status, label: t(`common:haulStatus.${status}`) })),
              ]}
              value={draft.state}
              onChange={(value) => setDraft((current) => ({ ...current, state: value ?? '' }))}
              allowDeselect={false}
            />
            <TextInput
              label={t('loads.filters.shipper')}
              description={t('loads.filters.personHint')}
              {...field('shipper')}
            />
            <TextInput
              label={t('loads.filters.driver')}
              description={t('loads.filters.personHint')}
              {...field('driver')}
            />
            <TextInput type="date" label={t('loads.filters.from')} {...field('from')} />
            <TextInput type="date" label={t('loads.filters.to')} {...field('to')} />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit">{t('loads.search')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(readFilters(new URLSearchParams()));
                setParams(new URLSearchParams());
              }}
            >
              {t('loads.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
      <PagedResults query={list} empty={t('loads.empty')} page={page} onPage={goTo}>
        {(rows) => (
          <DataTable
            caption={t('loads.title')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'load',
                label: t('loads.columns.load'),
                render: (row) => (
                  <div>
                    <Anchor component={Link} to={paths.admin.load.getHref({ haulId: row.id })} fw={600}>
                      {row.make_model || t('loads.unnamed')}
                    </Anchor>
                    <Text size="xs">{t('loads.route', { origin: row.origin, destination: row.destination })}</Text>
                  </div>
                ),
              },
              {
                key: 'state',
                label: t('loads.columns.state'),
                render: (row) => t(`common:haulStatus.${row.status}`),
              },
              {
                key: 'shipper',
                label: t('loads.columns.shipper'),
                render: (row) => <PersonCell name={row.shipper.name} email={row.shipper.email} />,
              },
              {
                key: 'driver',
                label: t('loads.columns.driver'),
                render: (row) => (row.driver ? <PersonCell name={row.driver.name} email={row.driver.email} /> : '—'),
              },
              {
                key: 'price',
                label: t('loads.columns.price'),
                numeric: true,
                render: (row) => cad(row.shipper_rate_cad_cents),
              },
              { key: 'created', label: t('loads.columns.created'), render: (row) => dateTime(row.created) },
            ]}
          />
        )}
      </PagedResults>
    </Stack>
  );
};

const PersonCell = ({ name, email }: { name: string; email: string | null }) => (
  <div>
    <Text size="sm">{name || '—'}</Text>
    {email && (
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {email}
      </Text>
    )}
  </div>
);
