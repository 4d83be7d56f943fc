import type { Haul, HaulDetailsBody, PlaceDetailsInput } from '@freight/domain';

/** What the post form edits: the places' details and the two dates as YYYY-MM-DD (empty: none). */
export type PostForm = {
  origin: PlaceDetailsInput;
  destination: PlaceDetailsInput;
  readyDate: string;
  deliverByDate: string;
};

const placeDetails = (place: Haul['origin']): PlaceDetailsInput => ({
  address: place.address,
  loading_dock: place.loading_dock,
  loading_provided: place.loading_provided,
  unloading_provided: place.unloading_provided,
  loading_times: place.loading_times,
  instructions: place.instructions,
});

/** A stored date-time as the day the shipper picked (it is stored at noon UTC, the same day across North America). */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export const formFromHaul = (haul: Haul): PostForm => ({
  origin: placeDetails(haul.origin),
  destination: placeDetails(haul.destination),
  readyDate: dayOf(haul.load.ready_datetime),
  deliverByDate: dayOf(haul.load.deliver_by_datetime),
});

/** A picked day as an ISO date-time at noon UTC; an empty field as null (spec 5: empty dates are sent as null). */
export const dayToIso = (day: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00.000Z` : null;

export const bodyFromForm = (form: PostForm): HaulDetailsBody => ({
  origin: form.origin,
  destination: form.destination,
  load: { ready_datetime: dayToIso(form.readyDate), deliver_by_datetime: dayToIso(form.deliverByDate) },
});
