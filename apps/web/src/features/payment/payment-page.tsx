import { type Haul, isPrepaid, statusAllows } from '@freight/domain';
import { Alert, Anchor, Button, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { trackEvent } from '../../shared/analytics/track-event';
import { useFormat } from '../../shared/format/use-format';
import { useHaul } from '../../shared/hauls/haul-api';
import { HaulUnavailable } from '../../shared/hauls/haul-unavailable';
import { paths } from '../../shared/navigation/paths';
import { CardForm } from '../../shared/payment/card-form';
import { usePayForHaul } from '../../shared/payment/purchase-api';
import { ShipperPriceBreakdown } from '../../shared/payment/shipper-price-breakdown';
import { useShipperPriceOfHaul } from '../../shared/payment/use-shipper-price';
import { useSession } from '../../shared/session/session-provider';
import { useNotify } from '../../shared/ui/use-notify';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { RequestPaymentForm } from './components/request-payment-form';

/**
 * Spec 2 and 3: job/{haulId}/driver/confirm, the shipper confirms the accepting driver by prepaying the load.
 * Confirmation and payment are one step: the server confirms the driver when the payment succeeds (spec 4).
 */
/**
 * What the card is charged, and why: the driver's price, the service fee and the GST/HST/QST, in the shipper's
 * currency at the rate the payment converts with, so the total here is the charge to the cent.
 */
const AmountToPay = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('payment');
  const format = useFormat();
  const { price, isPending } = useShipperPriceOfHaul(haul);
  if (isPending) return <Loader size="sm" aria-label={t('breakdown.title')} />;
  if (!price) return null;
  return (
    <Stack gap="xs">
      <Text fw={700} size="xl" data-testid="payment-amount">
        {t('amount', { price: format.money(price.total) })}
      </Text>
      <ShipperPriceBreakdown price={price} />
    </Stack>
  );
};

export const PaymentPage = () => {
  const { t } = useTranslation('payment');
  const { haulId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { status, user } = useSession();
  const haul = useHaul(status === 'visitor' ? null : haulId);
  const pay = usePayForHaul();
  usePageTitle(t('title'));
  const jobHref = paths.job.root.getHref({ haulId });

  const back = (
    <Anchor component={Link} to={jobHref}>
      {t('backToLoad')}
    </Anchor>
  );
  if (status === 'visitor') return <Alert color="yellow">{t('needsLogin')}</Alert>;
  if (haul.isPending) return <Loader aria-label={t('loading')} />;
  if (haul.isError) return <HaulUnavailable error={haul.error} />;
  const job = haul.data;
  if (job.user !== user?.id) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="gray">{t('shipperOnly')}</Alert>
        {back}
      </Stack>
    );
  }
  // Paying confirms the driver, so a load is payable exactly where the `confirm` rule starts.
  if (!statusAllows('confirm', job.status)) {
    const isPaid = isPrepaid(job.status);
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <Alert color={isPaid ? 'green' : 'gray'}>{t(isPaid ? 'alreadyPaid' : 'notPayable')}</Alert>
        <Button component={Link} to={jobHref}>
          {t('backToLoad')}
        </Button>
      </Stack>
    );
  }

  const onPaid = () => {
    trackEvent({ name: 'Purchase', haulId: job.id, value: job.shipper_total ?? job.shipper_rate });
    notify.success(t('result.paid'));
    navigate(jobHref);
  };
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('title')}</Title>
      <Text>
        {t('forLoad', { load: job.load.make_model, from: job.origin.name, to: job.destination.name })}
        {job.driver && ` ${t('driver', { name: job.driver.name })}`}
      </Text>
      <Paper withBorder p="md">
        <AmountToPay haul={job} />
      </Paper>
      <Alert color="blue" title={t('held.title')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('held.escrow')}</List.Item>
          <List.Item>{t('held.refund')}</List.Item>
          <List.Item>{t('held.code')}</List.Item>
        </List>
      </Alert>
      <CardForm purchase={{ haul_id: job.id }} pay={pay} submitLabel={t('card.pay')} onPaid={onPaid} />
      <RequestPaymentForm haulId={job.id} />
      {back}
    </Stack>
  );
};
