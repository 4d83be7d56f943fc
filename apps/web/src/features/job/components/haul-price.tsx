import type { Haul } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { ShipperPriceBreakdown } from '../../../shared/payment/shipper-price-breakdown';
import { useShipperPriceOfHaul } from '../../../shared/payment/use-shipper-price';
import layout from '../../../shared/ui/plain-layout.module.css';
import { Spinner } from '../../../shared/ui/spinner';
import typography from '../../../shared/ui/typography.module.css';

/**
 * The load's price as its shipper pays it: the total their card is charged (in their currency) and what makes it up
 * (the driver's price, the service fee, the tax); for a load without a price yet, who will price it.
 */
export const HaulPrice = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation(['job', 'payment']);
  const format = useFormat();
  const { price, isPending } = useShipperPriceOfHaul(haul);
  if (isPending) return <Spinner size="xs" label={t('payment:breakdown.title')} />;
  if (price) {
    return <ShipperPriceBreakdown price={price} caption={t('details.price', { price: format.money(price.total) })} />;
  }
  return (
    <p className={`${typography.text} ${layout.bold}`}>
      {t(haul.quote.outcome === 'no_quote' ? 'details.office' : 'details.bids')}
    </p>
  );
};
