import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@freight/domain';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config-api';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useLeads, useOutbox } from '../admin-api';
import { useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { PagedResults } from '../components/paged-results';
import classes from './outbox-page.module.css';

type Channel = (typeof OUTBOX_CHANNELS)[number];
type Status = (typeof OUTBOX_STATUSES)[number];

/** Filled badges whose white text meets contrast (WCAG AA). */
const STATUS_COLORS: Record<Status, string> = { sent: 'brand.7', failed: 'red.9', queued: 'gray.7' };

const Messages = () => {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const { data: config } = usePublicConfig();
  const [filters, setFilters] = useState<{ channel: string; status: string; recipient: string }>({
    channel: '',
    status: '',
    recipient: '',
  });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const list = useOutbox({
    channel: (applied.channel || undefined) as Channel | undefined,
    status: (applied.status || undefined) as Status | undefined,
    recipient: applied.recipient || undefined,
    page,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(filters);
    setPage(1);
  };
  return (
    <Stack gap="md">
      {config?.isSmsAvailable === false && <Text size="sm">{t('outbox.smsUnavailable')}</Text>}
      <form onSubmit={search} aria-label={t('outbox.searchLabel')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('outbox.channel')}
              data={[
                { value: '', label: t('outbox.any') },
                ...OUTBOX_CHANNELS.map((value) => ({ value, label: t(`outbox.channels.${value}`) })),
              ]}
              value={filters.channel}
              onChange={(value) => setFilters((current) => ({ ...current, channel: value ?? '' }))}
              allowDeselect={false}
            />
            <Select
              label={t('outbox.status')}
              data={[
                { value: '', label: t('outbox.any') },
                ...OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.statuses.${value}`) })),
              ]}
              value={filters.status}
              onChange={(value) => setFilters((current) => ({ ...current, status: value ?? '' }))}
              allowDeselect={false}
            />
            <TextInput
              label={t('outbox.recipient')}
              value={filters.recipient}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setFilters((current) => ({ ...current, recipient: value }));
              }}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('outbox.search')}</Button>
          </Group>
        </Stack>
      </form>
      <PagedResults query={list} empty={t('outbox.empty')} page={page} onPage={setPage}>
        {(rows) => (
          <DataTable
            caption={t('outbox.messages')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { key: 'when', label: t('outbox.columns.when'), render: (row) => dateTime(row.created) },
              {
                key: 'channel',
                label: t('outbox.columns.channel'),
                render: (row) => t(`outbox.channels.${row.channel}`),
              },
              {
                key: 'to',
                label: t('outbox.columns.to'),
                render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.recipient}</span>,
              },
              {
                key: 'message',
                label: t('outbox.columns.message'),
                render: (row) => (
                  <details>
                    <summary>{row.subject || row.body.slice(0, 60)}</summary>
                    <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {row.body}
                    </Text>
                  </details>
                ),
              },
              {
                key: 'status',
                label: t('outbox.columns.status'),
                nowrap: true,
                render: (row) => (
                  <Stack gap={2}>
                    <Badge color={STATUS_COLORS[row.status]}>{t(`outbox.statuses.${row.status}`)}</Badge>
                    {row.error && <Text size="xs">{row.error}</Text>}
                    {row.provider_message_id && (
                      <Text size="xs">{t('outbox.providerId', { id: row.provider_message_id })}</Text>
                    )}
                  </Stack>
                ),
              },
            ]}
          />
        )}
      </PagedResults>
    </Stack>
  );
};

const Leads = () => {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const list = useLeads(page);
  return (
    <Stack gap="md">
      <Text size="sm">{t('leads.intro')}</Text>
      <PagedResults query={list} empty={t('leads.empty')} page={page} onPage={setPage}>
        {(rows) => (
          <DataTable
            caption={t('leads.title')}
            rows={rows}
            rowKey={(row) => row.haul_id}
            columns={[
              { key: 'when', label: t('leads.columns.when'), render: (row) => dateTime(row.quoted_at) },
              {
                key: 'load',
                label: t('leads.columns.load'),
                render: (row) => (
                  <div>
                    <Text size="sm">{row.make_model || '—'}</Text>
                    <Text size="xs">{t('loads.route', { origin: row.origin, destination: row.destination })}</Text>
                  </div>
                ),
              },
              {
                key: 'contact',
                label: t('leads.columns.contact'),
                render: (row) =>
                  row.registered || row.contact.email || row.contact.telephone ? (
                    <div style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{row.contact.name || '—'}</Text>
                      {row.contact.telephone && (
                        <a href={`tel:${row.contact.telephone}`} className={classes.contactLink}>
                          {row.contact.telephone}
                        </a>
                      )}
                      {row.contact.email && (
                        <a href={`mailto:${row.contact.email}`} className={`${classes.contactLink} ${classes.email}`}>
                          {row.contact.email}
                        </a>
                      )}
                    </div>
                  ) : (
                    t('leads.noContact')
                  ),
              },
            ]}
          />
        )}
      </PagedResults>
    </Stack>
  );
};

/** /admin/outbox: the emails and SMS sent with their status, and the quotes to call back. */
export const AdminOutboxPage = () => {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'leads' ? 'leads' : 'messages';
  usePageTitle(t('outbox.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('outbox.title')}</Title>
      <Tabs value={tab} onChange={(value) => setParams(value === 'leads' ? { tab: 'leads' } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="messages">{t('outbox.messages')}</Tabs.Tab>
          <Tabs.Tab value="leads">{t('leads.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="messages" pt="md">
          <Messages />
        </Tabs.Panel>
        <Tabs.Panel value="leads" pt="md">
          <Leads />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
