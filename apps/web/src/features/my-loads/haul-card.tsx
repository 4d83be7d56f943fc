import { type Haul, isRemoved } from '@freight/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { useResumeHaul } from '../../shared/hauls/haul-api';
import { paths } from '../../shared/navigation/paths';
import { useNotify } from '../../shared/ui/use-notify';
import { nextActionFor } from './next-action';

/** One load in My Loads: what, where, its state and price, and the next thing to do with it. */
export const HaulCard = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation(['loads', 'common']);
  const format = useFormat();
  const notify = useNotify();
  const bringBack = useResumeHaul();
  const jobHref = paths.job.root.getHref({ haulId: haul.id });
  const price = haul.rate
    ? format.money(haul.rate)
    : t(haul.quote.outcome === 'no_quote' ? 'price.office' : 'price.bids');
  const action = nextActionFor(haul.status, haul.my_review !== null);

  return (
    <Paper withBorder p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} component={Link} to={jobHref}>
            {haul.load.make_model}
          </Text>
          <Badge variant="light" color={isRemoved(haul.status) ? 'gray' : 'brand'}>
            {t(`common:haulStatus.${haul.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('route', {
            from: haul.origin.name,
            to: haul.destination.name,
            distance: format.distance(haul.route.distance_m / 1000),
          })}
        </Text>
        <Group justify="space-between">
          <Text fw={600}>{price}</Text>
          {haul.load.ready_datetime && (
            <Text size="sm">{t('ready', { date: format.date(haul.load.ready_datetime) })}</Text>
          )}
        </Group>
        <Group>
          {action === 'finish' && (
            <Button size="xs" component={Link} to={`${paths.quote.ship.getHref()}?haul_id=${haul.id}`}>
              {t('actions.finish')}
            </Button>
          )}
          {action === 'confirm_and_pay' && (
            <Button size="xs" component={Link} to={paths.job.driver.confirm.getHref({ haulId: haul.id })}>
              {t('actions.confirmAndPay')}
            </Button>
          )}
          {action === 'review' && (
            <Button size="xs" component={Link} to={jobHref}>
              {t('actions.review')}
            </Button>
          )}
          {action === 'bring_back' && (
            <Button
              size="xs"
              variant="light"
              loading={bringBack.isPending}
              // Not mutate's own callbacks: they are skipped once this card unmounts, and a load brought back leaves
              // the History list as soon as the list is read again, sometimes before they would run.
              onClick={() =>
                bringBack.mutateAsync(haul.id).then(
                  () => notify.success(t('broughtBack')),
                  () => notify.error(t('actionFailed')),
                )
              }
            >
              {t('actions.bringBack')}
            </Button>
          )}
          {action !== 'review' && (
            <Button size="xs" variant="default" component={Link} to={jobHref}>
              {t('actions.view')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
