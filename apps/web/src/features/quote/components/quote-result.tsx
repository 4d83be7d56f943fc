import type { Haul } from '@freight/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { OfficePhones } from '../../../shared/ui/office-phones';
import { useNotify } from '../../../shared/ui/use-notify';
import { priceBeatOf } from '../quote-money';
import { LearnMoreDialog } from './learn-more-dialog';
import { QuoteLines } from './quote-lines';
import { QuoteTaxes } from './quote-taxes';
import { ShareQuoteDialog } from './share-quote-dialog';

const Reasons = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('quote');
  return (
    <List spacing="xs">
      {haul.quote.reasons.map((reason) => (
        <List.Item key={reason}>{t(`reasons.${reason}`)}</List.Item>
      ))}
    </List>
  );
};

/** What a shipper must have ready for a load that crosses the border (bill of sale, a vehicle's export filing). */
const BorderNotes = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('quote');
  const notes = haul.quote.notes ?? [];
  if (notes.length === 0) return null;
  return (
    <Alert color="blue" title={t('result.borderTitle')}>
      <List spacing="xs" size="sm">
        {notes.map((note) => (
          <List.Item key={note}>{t(`notes.${note}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
};

/** Spec 4: a rate, a pending quote that needs bids, or no quote (call the office); and what to do next. */
export const QuoteResult = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('quote');
  const format = useFormat();
  const navigate = useNavigate();
  const notify = useNotify();
  const { status } = useSession();
  const { outcome } = haul.quote;
  const shipHref = `${paths.quote.ship.getHref()}?haul_id=${haul.id}`;
  const priceBeat = priceBeatOf(haul);

  const save = () => {
    if (status === 'registered') {
      notify.success(t('result.saved'));
      return;
    }
    // Registering upgrades this temporary account in place, so the draft comes along.
    navigate(paths.login.getHref({ view: 'register', next: paths.quote.root.getHref() }));
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text fw={600}>{haul.load.make_model}</Text>
          <Text>
            {t('result.route', {
              from: haul.origin.name,
              to: haul.destination.name,
              distance: format.distance(haul.route.distance_m / 1000),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('result.measures', {
              length: format.length(haul.load.length),
              width: format.length(haul.load.width),
              height: format.length(haul.load.height),
              weight: format.weight(haul.load.weight),
            })}
          </Text>
        </Stack>
      </Paper>

      {outcome === 'rate' && haul.rate && haul.shipper_rate && (
        <Stack gap="sm">
          <Title order={2}>{t('result.yourQuote')}</Title>
          <Text fz={36} fw={800} data-testid="quote-price">
            {format.money(haul.rate)}
          </Text>
          <QuoteTaxes haul={haul} />
          {haul.quote.size_class && (
            <Text size="sm" data-testid="quote-truck">
              {t(`result.truck.${haul.quote.size_class}`)}
            </Text>
          )}
          {/* The card is charged in the shipper's currency (above); CAD is only the ledger's equivalent. */}
          {haul.rate.currency !== 'cad' && (
            <Text size="sm" data-testid="quote-in-cad">
              {t('result.inCad', {
                price: format.money(haul.shipper_total ?? haul.shipper_rate),
                date: format.date(haul.rate.as_of),
              })}
            </Text>
          )}
          <Text>{t('result.prepaid')}</Text>
          <Text size="sm">{t('result.handling')}</Text>
          {priceBeat && (
            <Alert color="teal" title={t('result.priceBeatTitle')}>
              {t('result.priceBeat', { amount: format.money(priceBeat) })}
            </Alert>
          )}
          <BorderNotes haul={haul} />
          <QuoteLines haul={haul} />
        </Stack>
      )}

      {outcome === 'pending' && (
        <Stack gap="sm">
          <Title order={2}>{t('result.pendingTitle')}</Title>
          <Text>{t('result.pending')}</Text>
          <Reasons haul={haul} />
        </Stack>
      )}

      {outcome === 'no_quote' && (
        <Stack gap="sm">
          <Title order={2}>{t('result.noQuoteTitle')}</Title>
          <Text>{t('result.noQuote')}</Text>
          <Reasons haul={haul} />
          <OfficePhones />
        </Stack>
      )}

      <Group gap="sm">
        {outcome === 'rate' && (
          <Button component={Link} to={shipHref}>
            {t('actions.shipIt')}
          </Button>
        )}
        {outcome !== 'no_quote' && (
          <Button component={Link} to={`${shipHref}&mode=bid`} variant={outcome === 'rate' ? 'light' : 'filled'}>
            {t('actions.sendForBid')}
          </Button>
        )}
        <Button variant="default" onClick={save}>
          {t('actions.save')}
        </Button>
        <LearnMoreDialog />
        <ShareQuoteDialog haulId={haul.id} />
      </Group>
    </Stack>
  );
};
