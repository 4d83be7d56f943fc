import type { Haul, ListedBid } from '@freight/domain';
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageButton } from '../../../shared/chat/message-button';
import { useViewerCadRate } from '../../../shared/format/use-cad-rate';
import { useFormat } from '../../../shared/format/use-format';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { shipperPriceOfOffer } from '../../../shared/payment/shipper-price';
import { ShipperPriceBreakdown } from '../../../shared/payment/shipper-price-breakdown';
import { useNotify } from '../../../shared/ui/use-notify';
import { useAcceptBid, useHaulBids } from '../bids-api';
import { canCounterBid } from '../counter-offer';
import { canAcceptBid } from '../shipper-actions';
import { useDateTime } from '../use-date-time';
import { BidderRecord } from './bidder-record';
import classes from './bids-tab.module.css';
import { CounterDialog } from './counter-dialog';

/** The shipper confirms before taking an offer: the load then belongs to that driver, at that amount. */
const AcceptBidDialog = ({ haul, bid, onClose }: { haul: Haul; bid: ListedBid | null; onClose: () => void }) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const notify = useNotify();
  const acceptBid = useAcceptBid();
  const { rate, isPending } = useViewerCadRate();
  const price = bid && !isPending ? shipperPriceOfOffer(haul, bid, rate) : null;
  return (
    <Modal
      opened={bid !== null}
      onClose={onClose}
      title={t('offers.acceptTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {bid && isPending && <Loader size="sm" aria-label={t('offers.loading')} />}
      {bid && !isPending && (
        <Stack gap="sm">
          {price && (
            <>
              <Text>
                {t('offers.acceptExplain', {
                  name: bid.driver.name,
                  price: format.money(price.driver),
                  total: format.money(price.total),
                  date: format.date(bid.deliver_at),
                })}
              </Text>
              <ShipperPriceBreakdown price={price} />
            </>
          )}
          <Text size="sm">{t('offers.acceptNext')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              loading={acceptBid.isPending}
              onClick={() =>
                // The booked job leaves the offers behind, maybe before `mutate`'s own callbacks would run.
                acceptBid.mutateAsync({ haulId: haul.id, bidId: bid.id }).then(
                  () => {
                    notify.success(t('offers.accepted', { name: bid.driver.name }));
                    onClose();
                  },
                  (error) => notify.error(translateApiError(tErrors, error)),
                )
              }
            >
              {t('offers.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};

/** The offer in the shipper's currency, and what they would pay in all for it (fee and tax included). */
const OfferPrice = ({ haul, bid }: { haul: Haul; bid: ListedBid }) => {
  const { t } = useTranslation('driving');
  const format = useFormat();
  const { rate, isPending } = useViewerCadRate();
  if (isPending) return <Loader size="xs" aria-label={t('offers.loading')} />;
  const price = shipperPriceOfOffer(haul, bid, rate);
  return (
    <>
      <Text fw={700} size="lg">
        {format.money(price?.driver ?? bid.amount)}
      </Text>
      {price && <Text size="sm">{t('offers.youPay', { total: format.money(price.total) })}</Text>}
    </>
  );
};

type BidCardProps = {
  haul: Haul;
  bid: ListedBid;
  onAccept: (bid: ListedBid) => void;
  onCounter: (bid: ListedBid) => void;
};

const BidCard = ({ haul, bid, onAccept, onCounter }: BidCardProps) => {
  const { t } = useTranslation(['driving', 'messenger']);
  const format = useFormat();
  const dateTime = useDateTime();
  return (
    <Paper component="li" withBorder p="md" className={bid.expired ? classes.expired : undefined}>
      <Stack gap={4} align="flex-start">
        <Group gap="xs">
          <Text fw={700}>{bid.driver.name}</Text>
          {bid.kind === 'interest' && <Badge variant="light">{t('offers.backup')}</Badge>}
          {bid.expired && <Badge color="gray.7">{t('offers.expired')}</Badge>}
          {bid.status !== 'active' && <Badge color="gray.7">{t(`offers.status.${bid.status}`)}</Badge>}
        </Group>
        <OfferPrice haul={haul} bid={bid} />
        <Text size="sm">{t('offers.deliverBy', { date: format.date(bid.deliver_at) })}</Text>
        {bid.expires_at && (
          <Text size="sm">
            {t(bid.expired ? 'offers.expiredAt' : 'offers.expiresAt', { date: dateTime(bid.expires_at) })}
          </Text>
        )}
        <BidderRecord driver={bid.driver} />
        {bid.comment && <Text size="sm">“{bid.comment}”</Text>}
        {bid.counter && (
          <Text size="sm" fw={600}>
            {t(`offers.counterStatus.${bid.counter.status}`, { price: format.money(bid.counter.amount) })}
          </Text>
        )}
        <Group gap="sm">
          {canAcceptBid(haul, bid) && (
            <Button
              size="sm"
              onClick={() => onAccept(bid)}
              aria-label={t('offers.acceptFrom', { name: bid.driver.name })}
            >
              {t('offers.accept')}
            </Button>
          )}
          {canCounterBid(haul, bid) && (
            <Button
              size="sm"
              variant="default"
              onClick={() => onCounter(bid)}
              aria-label={t('offers.counterTo', { name: bid.driver.name })}
            >
              {t('offers.counter')}
            </Button>
          )}
          <MessageButton chat={{ haul_id: haul.id, driver_id: bid.driver.id }} size="sm">
            {t('messenger:start.messageDriver', { name: bid.driver.name })}
          </MessageButton>
        </Group>
      </Stack>
    </Paper>
  );
};

/**
 * Spec 2, job/{id}/bids: the offers drivers made, newest as the server orders them. Expired ones stay listed but
 * marked and cannot be taken; interest placed while another driver holds the load shows as backup.
 */
export const BidsTab = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation(['driving', 'job']);
  const bids = useHaulBids(haul.id);
  const [chosen, setChosen] = useState<ListedBid | null>(null);
  const [countered, setCountered] = useState<ListedBid | null>(null);
  if (bids.isPending) return <Loader aria-label={t('offers.loading')} />;
  if (bids.isError) return <Text>{t('offers.loadFailed')}</Text>;
  const shown = bids.data.results.filter((bid) => bid.status !== 'withdrawn');
  if (shown.length === 0) return <Text>{t('job:bids.none')}</Text>;
  return (
    <>
      <Stack component="ul" gap="sm" className={classes.list} aria-label={t('offers.listLabel')}>
        {shown.map((bid) => (
          <BidCard key={bid.id} haul={haul} bid={bid} onAccept={setChosen} onCounter={setCountered} />
        ))}
      </Stack>
      <AcceptBidDialog haul={haul} bid={chosen} onClose={() => setChosen(null)} />
      <CounterDialog haulId={haul.id} bid={countered} onClose={() => setCountered(null)} />
    </>
  );
};
