import { SUBSCRIPTION_LEVELS, type SubscriptionLevel } from '@freight/domain';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import type { PlanPurchase } from '../../../shared/payment/purchase-api';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useNotify } from '../../../shared/ui/use-notify';
import { useReferenceData, useSubscribe } from '../driver-api';
import { planActionOf, planPurchaseOf } from '../plan-actions';
import { BuyPlanDialog } from './buy-plan-dialog';
import type { SectionProps } from './section-props';

/**
 * What each level opens (spec 4 and 6, and docs/subscriptions.md): searching needs an approved profile or any
 * subscription, accepting an approved profile or the full one, and paid levels hear of new loads first.
 */
type Feature = 'viewAfterApproval' | 'acceptAfterApproval' | 'alertsLater' | 'viewNow' | 'alertsFirst' | 'acceptNow';

const FEATURES: Record<SubscriptionLevel, readonly Feature[]> = {
  0: ['viewAfterApproval', 'acceptAfterApproval', 'alertsLater'],
  1: ['viewNow', 'acceptAfterApproval', 'alertsFirst'],
  2: ['viewNow', 'acceptNow', 'alertsFirst'],
};

/** Spec 2 and 4, subscriptions: free (basic) or paid; a paid level is bought by card here (or granted by staff). */
export const SubscriptionsSection = ({ driver, onContinue }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const subscribe = useSubscribe();
  const format = useFormat();
  const reference = useReferenceData();
  const currentLevel = driver?.subscription_level ?? 0;
  const [buying, setBuying] = useState<PlanPurchase | null>(null);
  const priceText = (level: SubscriptionLevel): string | null => {
    if (level === 0) return t('subscriptions.free');
    const price = reference.data?.subscription_prices.find((candidate) => candidate.level === level)?.price;
    return price ? t('subscriptions.perYear', { price: format.money(price) }) : null;
  };

  const chooseFree = () =>
    subscribe.mutate(
      { level: 0 },
      {
        onSuccess: () => notify.success(t('subscriptions.switched')),
        onError: (error) => notify.error(translateApiError(tErrors, error)),
      },
    );

  return (
    <SectionPanel title={t('tabs.subscriptions')} intro={t('subscriptions.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {SUBSCRIPTION_LEVELS.map((level) => {
          const action = planActionOf(level, currentLevel);
          return (
            <Paper key={level} withBorder p="md" component="section" aria-label={t(`subscriptions.levels.${level}`)}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Title order={3} size="h4">
                    {t(`subscriptions.levels.${level}`)}
                  </Title>
                  {level === currentLevel && (
                    <Badge variant="light" color="brand">
                      {t('subscriptions.current')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" fw={600}>
                  {priceText(level)}
                </Text>
                <List size="sm" spacing={4}>
                  {FEATURES[level].map((feature) => (
                    <List.Item key={feature}>{t(`subscriptions.features.${feature}`)}</List.Item>
                  ))}
                </List>
                {(action === 'buy' || action === 'renew') && (
                  <Button size="xs" onClick={() => setBuying(planPurchaseOf(level))}>
                    {t(action === 'buy' ? 'subscriptions.buy' : 'subscriptions.renew')}
                  </Button>
                )}
                {action === 'switchToFree' && (
                  <Button size="xs" variant="outline" onClick={chooseFree} loading={subscribe.isPending}>
                    {t('subscriptions.switchToFree')}
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <BuyPlanDialog
        purchase={buying}
        planName={buying ? t(`subscriptions.levels.${buying.level}`) : ''}
        priceText={buying ? priceText(buying.level) : null}
        onClose={() => setBuying(null)}
      />
      <Text size="sm">{t('subscriptions.renewal')}</Text>
      <Group>
        <Button onClick={onContinue}>{t('continue')}</Button>
      </Group>
    </SectionPanel>
  );
};
