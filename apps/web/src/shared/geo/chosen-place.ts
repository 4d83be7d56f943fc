import { isApproximatePrecision } from '@freight/domain';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/api-request-error';
import { type Place, reverseGeocode } from './geo-api';

/**
 * A place as a form keeps it once chosen, from the suggestions or as a pin on the map: the name shown, the point sent
 * ([lon, lat], as the API's places), and whether the point may be far from the load (a rural area's or a postal
 * area's centre), which the form then says rather than letting it pass as the load's location.
 */
export type ChosenPlace = {
  name: string;
  location: [lon: number, lat: number];
  region?: string;
  isApproximate?: boolean;
};

export const chosenFromSuggestion = (place: Place): ChosenPlace => ({
  name: place.label,
  location: place.location,
  region: place.region,
  isApproximate: isApproximatePrecision(place.precision),
});

/**
 * Whether the box still holds the chosen place: its name, or its name with more typed after it (a street after a
 * driver's base town). Typing something else is looking for another place.
 */
export const isChosenKept = (chosen: ChosenPlace | null, text: string): chosen is ChosenPlace =>
  chosen !== null && chosen.name !== '' && text.includes(chosen.name);

/** The chosen place to call approximate beside the box, while the box still holds it. */
export const approximateShown = (chosen: ChosenPlace | null, text: string): ChosenPlace | null =>
  isChosenKept(chosen, text) && chosen.isApproximate ? chosen : null;

/** A point tapped on the map, with the town the reverse geocoder names near it (none within its 500 km reach). */
export type DroppedPin = { lat: number; lon: number; town: Place | null };

/**
 * Names a tapped point after the nearest town. A point with no town near enough (404), or a look-up that failed, is
 * still the user's chosen spot: it is kept and shown by its coordinates rather than refused.
 */
export const lookUpDroppedPin = async ({ lat, lon }: { lat: number; lon: number }): Promise<DroppedPin> => {
  try {
    const found = await reverseGeocode({ lat, lon });
    return { lat, lon, town: found.place };
  } catch (error) {
    if (error instanceof ApiRequestError) return { lat, lon, town: null };
    throw error;
  }
};

/** "Pin near Rosetown, SK", or the coordinates (4 decimals: about 10 m) when no town is near. */
export const pinName = (t: TFunction<'places'>, pin: DroppedPin): string =>
  pin.town
    ? t('pin.near', { town: pin.town.label })
    : t('pin.at', { lat: pin.lat.toFixed(4), lon: pin.lon.toFixed(4) });

/** The tapped point itself is the location (not the town's centre): the user put it where the load is. */
export const chosenFromPin = (t: TFunction<'places'>, pin: DroppedPin): ChosenPlace => ({
  name: pinName(t, pin),
  location: [pin.lon, pin.lat],
  ...(pin.town ? { region: pin.town.region } : {}),
  isApproximate: false,
});
