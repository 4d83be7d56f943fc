import { useState } from 'react';
import { reverseGeocode } from '../../../shared/geo/geo-api';
import type { PickedPlace } from '../quote-draft';

export type LocationOutcome =
  /** A precise fix: the point itself, named after the town it is in. */
  | { kind: 'point'; place: PickedPlace; country: string }
  /** A coarse fix (spec 8): the nearest town is offered instead of the point. */
  | { kind: 'nearest_town'; place: PickedPlace; country: string }
  | { kind: 'failed' };

const currentPosition = () =>
  new Promise<GeolocationPosition>((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 });
  });

/**
 * "Use my current location": the browser's fix, named by the reverse geocoder. A refused or failed fix is ignored
 * silently (spec 8); only a failure to look the point up is reported ("Error updating location").
 */
export const useCurrentLocation = () => {
  const [isLocating, setLocating] = useState(false);

  const locate = async (): Promise<LocationOutcome | null> => {
    setLocating(true);
    try {
      const position = await currentPosition().catch(() => null);
      if (!position) return null;
      const { latitude: lat, longitude: lon, accuracy } = position.coords;
      const found = await reverseGeocode({ lat, lon, accuracy }).catch(() => null);
      if (!found) return { kind: 'failed' };
      const town = found.place;
      if (!found.is_accurate) {
        const place = { name: town.label, location: town.location, region: town.region };
        return { kind: 'nearest_town', place, country: town.country };
      }
      return {
        kind: 'point',
        place: { name: town.label, location: [lon, lat], region: town.region },
        country: town.country,
      };
    } finally {
      setLocating(false);
    }
  };

  return { locate, isLocating };
};
