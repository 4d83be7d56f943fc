import { greatCircleDistanceM } from '@freight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrencyFromCountry } from '../../shared/format/use-display-settings';
import { chosenFromPin, lookUpDroppedPin } from '../../shared/geo/chosen-place';
import { LazyRouteMap, mapPointOf } from '../../shared/map/lazy-route-map';
import { paths } from '../../shared/navigation/paths';
import { PlainButton } from '../../shared/ui/plain-button';
import { PlainNotice } from '../../shared/ui/plain-notice';
import typography from '../../shared/ui/typography.module.css';
import { useNotify } from '../../shared/ui/use-notify';
import { usePageTakenOver } from '../../shared/ui/use-page-taken-over';
import { PlaceSearch } from './components/place-search';
import { useCurrentLocation } from './components/use-current-location';
import classes from './place-step-page.module.css';
import { type PickedPlace, SAME_PLACE_M, updateQuoteDraft, useQuoteDraft } from './quote-draft';

type Role = 'origin' | 'destination';

const pointOf = (place: PickedPlace) => ({ lon: place.location[0], lat: place.location[1] });

export const isSamePlace = (a: PickedPlace | null, b: PickedPlace | null): boolean =>
  a !== null && b !== null && greatCircleDistanceM(pointOf(a), pointOf(b)) < SAME_PLACE_M;

/**
 * The From and To tabs: a place by search, by the current location or by a tap on the map. Plain elements, no
 * Mantine: a visit can open here (decision 024).
 */
const PlaceStepPage = ({ step: role }: { step: Role }) => {
  const { t } = useTranslation('quoteStart');
  const { t: tPlaces } = useTranslation('places');
  usePageTakenOver();
  const navigate = useNavigate();
  const notify = useNotify();
  const draft = useQuoteDraft();
  const { locate, isLocating } = useCurrentLocation();
  const followCountry = useCurrencyFromCountry();
  const [nearestTown, setNearestTown] = useState<string | null>(null);
  const picked = draft[role];
  const other = role === 'origin' ? draft.destination : draft.origin;
  const isSame = isSamePlace(picked, other);

  if (role === 'destination' && draft.origin === null) return <Navigate to={paths.quote.origin.getHref()} replace />;

  const pick = (place: PickedPlace) => updateQuoteDraft({ [role]: place });

  const useMyLocation = async () => {
    setNearestTown(null);
    const outcome = await locate();
    if (outcome === null) return;
    if (outcome.kind === 'failed') {
      notify.error(t('place.locationError'));
      return;
    }
    if (outcome.kind === 'nearest_town') setNearestTown(outcome.place.name);
    followCountry(outcome.country);
    pick(outcome.place);
  };

  // A tap on the map keeps the exact point and names it after the town it is near, as the place search's map does.
  const pickOnMap = async (point: { lat: number; lon: number }) => {
    pick(chosenFromPin(tPlaces, await lookUpDroppedPin(point)));
  };

  const next = () => navigate(role === 'origin' ? paths.quote.destination.getHref() : paths.quote.confirm.getHref());

  return (
    <div className={classes.step}>
      <p className={`${typography.lg} ${classes.question}`}>{t(`place.${role}.question`)}</p>
      <PlaceSearch
        key={picked?.name ?? 'empty'}
        label={t(`place.${role}.label`)}
        value={picked}
        onPick={pick}
        error={isSame ? t('place.mustDiffer') : undefined}
        near={other?.location}
      />
      <div className={classes.row}>
        <PlainButton variant="light" onClick={useMyLocation} isLoading={isLocating}>
          {t('place.useLocation')}
        </PlainButton>
      </div>
      {nearestTown && (
        <PlainNotice title={t('place.approximateTitle')}>{t('place.approximate', { town: nearestTown })}</PlainNotice>
      )}
      <LazyRouteMap
        origin={mapPointOf(role === 'origin' ? picked : draft.origin)}
        destination={mapPointOf(role === 'destination' ? picked : null)}
        onPick={pickOnMap}
        height={280}
        isOnRequest
      />
      <div className={`${classes.row} ${classes.end}`}>
        <PlainButton onClick={next} disabled={picked === null || isSame}>
          {t('next')}
        </PlainButton>
      </div>
    </div>
  );
};

export const OriginStepPage = () => <PlaceStepPage step="origin" />;
export const DestinationStepPage = () => <PlaceStepPage step="destination" />;
