import type { Haul, Place } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
import { HaulPrice } from './haul-price';

const PlaceDetails = ({
  place,
  end,
  isWithheld,
}: {
  place: Place;
  end: 'origin' | 'destination';
  isWithheld: boolean;
}) => {
  const { t } = useTranslation(['job', 'common']);
  const handling = end === 'origin' ? place.loading_provided : place.unloading_provided;
  return (
    <div className={`${layout.paper} ${layout.stackTight}`}>
      <h2 className={`${typography.title} ${typography.h5}`}>{t(`details.${end}`)}</h2>
      <p className={`${typography.text} ${layout.semibold}`}>{place.name}</p>
      {place.address && <p className={typography.sm}>{place.address}</p>}
      {isWithheld && <p className={typography.sm}>{t('details.addressLater')}</p>}
      <ul className={`${layout.list} ${layout.listSm} ${layout.listSpaced}`}>
        <li>{t(place.loading_dock ? 'details.dock' : 'details.noDock')}</li>
        <li>{t(handling ? `details.${end}Handled` : `details.${end}NotHandled`)}</li>
        {place.loading_times && <li>{t(`common:loadingTimes.${place.loading_times}`)}</li>}
      </ul>
      {place.instructions && <p className={typography.sm}>{place.instructions}</p>}
    </div>
  );
};

/** The detail tab: what, where to where, when, and (for the shipper) for how much; drivers see their pay instead. */
export const JobDetails = ({ haul, showPrice }: { haul: Haul; showPrice: boolean }) => {
  const { t } = useTranslation(['job', 'common']);
  const format = useFormat();
  const { load } = haul;
  return (
    <div className={layout.stackSm}>
      <div className={`${layout.paper} ${layout.stackTight}`}>
        <p className={`${typography.text} ${layout.bold}`}>{load.make_model}</p>
        <p className={typography.sm}>
          {t('details.measures', {
            length: format.length(load.length),
            width: format.length(load.width),
            height: format.length(load.height),
            weight: format.weight(load.weight),
          })}
        </p>
        <p className={typography.sm}>
          {t('details.distance', { distance: format.distance(haul.route.distance_m / 1000) })}
        </p>
        {load.ready_datetime && (
          <p className={typography.sm}>{t('details.ready', { date: format.date(load.ready_datetime) })}</p>
        )}
        {load.deliver_by_datetime && (
          <p className={typography.sm}>{t('details.deliverBy', { date: format.date(load.deliver_by_datetime) })}</p>
        )}
        {showPrice && <HaulPrice haul={haul} />}
        {showPrice && haul.boost > 0 && (
          <p className={typography.sm}>{t('details.boosted', { percent: haul.boost })}</p>
        )}
      </div>
      {/* The server withholds street addresses from drivers until the shipper confirms one (private-place-details). */}
      <PlaceDetails place={haul.origin} end="origin" isWithheld={!showPrice && !haul.origin.address} />
      <PlaceDetails place={haul.destination} end="destination" isWithheld={!showPrice && !haul.destination.address} />
    </div>
  );
};
