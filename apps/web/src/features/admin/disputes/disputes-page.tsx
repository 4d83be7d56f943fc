import { Alert, Anchor, Badge, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useDateTime } from '../components/cad';
import { DataTable } from '../components/data-table';
import { useAdminDisputes } from './disputes-api';

/** /admin/disputes: problem reports on delivered loads, open ones first, each opening its case page. */
export const AdminDisputesPage = () => {
  const { t } = useTranslation(['admin', 'booking']);
  const disputes = useAdminDisputes();
  const dateTime = useDateTime();
  usePageTitle(t('disputes.title'));
  let body: React.ReactNode;
  if (disputes.isPending) body = <Loader aria-label={t('loading')} />;
  else if (disputes.isError) body = <Alert color="red">{t('loadFailed')}</Alert>;
  else if (disputes.data.disputes.length === 0) body = <Text>{t('disputes.empty')}</Text>;
  else
    body = (
      <DataTable
        caption={t('disputes.title')}
        rows={disputes.data.disputes}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'load',
            label: t('disputes.columns.load'),
            render: (row) => (
              <Anchor component={Link} to={paths.admin.dispute.getHref({ disputeId: row.id })} fw={600}>
                {row.load}
              </Anchor>
            ),
          },
          { key: 'created', label: t('disputes.columns.created'), render: (row) => dateTime(row.created) },
          {
            key: 'category',
            label: t('disputes.columns.category'),
            render: (row) => t(`booking:dispute.categories.${row.category}`),
          },
          { key: 'shipper', label: t('disputes.columns.shipper'), render: (row) => row.shipper.name },
          { key: 'driver', label: t('disputes.columns.driver'), render: (row) => row.driver?.name ?? '—' },
          {
            key: 'status',
            label: t('disputes.columns.status'),
            nowrap: true,
            render: (row) => (
              <Badge
                color={row.status === 'open' ? 'yellow.4' : 'brand.7'}
                c={row.status === 'open' ? 'dark' : 'white'}
              >
                {t(`booking:dispute.status.${row.status}`)}
              </Badge>
            ),
          },
        ]}
      />
    );
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1}>{t('disputes.title')}</Title>
      {body}
    </Stack>
  );
};
