import type { Haul, ShipperPrice } from '@freight/domain';
import { useViewerCadRate } from '../format/use-cad-rate';
import { shipperPriceOfHaul } from './shipper-price';

/** The haul's shipper price at the viewer's rate; `isPending` while that rate loads (never a CAD stand-in). */
export const useShipperPriceOfHaul = (haul: Haul): { price: ShipperPrice | null; isPending: boolean } => {
  const { rate, isPending } = useViewerCadRate();
  return { price: isPending ? null : shipperPriceOfHaul(haul, rate), isPending };
};
