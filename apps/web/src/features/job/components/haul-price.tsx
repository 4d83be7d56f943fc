import type { Haul } from '@freight/domain';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { ShipperPriceBreakdown } from '../../../shared/payment/shipper-price-breakdown';
import { useShipperPriceOfHaul } from '../../../shared/payment/use-shipper-price';

/**
 * The load's price as its shipper pays it: the total their card is charged (in their currency) and what makes it up
 * (the driver's price, the service fee, the tax); for a load without a price yet, who will price it.
 */
export const HaulPrice = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation(['job', 'payment']);
  const format = useFormat();
  const { price, isPending } = useShipperPriceOfHaul(haul);
  if (isPending) return <Loader size="xs" aria-label={t('payment:breakdown.title')} />;
  if (price) {
    return <ShipperPriceBreakdown price={price} caption={t('details.price', { price: format.money(price.total) })} />;
  }
  return <Text fw={700}>{t(haul.quote.outcome === 'no_quote' ? 'details.office' : 'details.bids')}</Text>;
};
