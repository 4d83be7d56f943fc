import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../i18n/resources';
import { approximateShown, chosenFromPin, chosenFromSuggestion, lookUpDroppedPin } from './chosen-place';
import { reverseGeocode } from './geo-api';

const makeT = async (language: 'en-us' | 'fr') => {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: language, lowerCaseLng: true, defaultNS: 'common' });
  return instance.getFixedT(language, 'places');
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Rosetown's centre; the tapped field is about 12 km south-west of it.
const ROSETOWN = {
  id: 'geonames:6127749',
  label: 'Rosetown, SK',
  name: 'Rosetown',
  region: 'SK',
  country: 'CAN',
  location: [-107.9845, 51.5547],
  kind: 'city',
  precision: 'town',
};
const FIELD = { lat: 51.46, lon: -108.1 };

const stubFetch = (answer: () => Promise<Response>) => {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a pin dropped on the map', () => {
  it('is named after the nearest town but keeps the tapped point as the location', async () => {
    const fetchMock = stubFetch(async () =>
      json(200, { place: { ...ROSETOWN, precision: 'town' }, distance_m: 12_400, is_accurate: true }),
    );
    const t = await makeT('en-us');
    const chosen = chosenFromPin(t, await lookUpDroppedPin(FIELD));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/geo/reverse/?lat=${FIELD.lat}&lon=${FIELD.lon}`,
      expect.objectContaining({ method: 'GET' }),
    );
    expect(chosen).toEqual({
      name: 'Pin near Rosetown, SK',
      location: [FIELD.lon, FIELD.lat],
      region: 'SK',
      isApproximate: false,
    });
  });

  it("is named in the user's language", async () => {
    stubFetch(async () => json(200, { place: ROSETOWN, distance_m: 12_400, is_accurate: true }));
    const t = await makeT('fr');
    expect(chosenFromPin(t, await lookUpDroppedPin(FIELD)).name).toBe('Épingle près de Rosetown, SK');
  });

  it('is still accepted, shown by its coordinates, when no town is within reach (404)', async () => {
    stubFetch(async () => json(404, { detail: 'No place within 500 km.', code: 'not_found' }));
    const t = await makeT('en-us');
    const pin = await lookUpDroppedPin({ lat: 69.1, lon: -105.05 });
    expect(pin.town).toBeNull();
    expect(chosenFromPin(t, pin)).toEqual({
      name: 'Pin at 69.1000, -105.0500',
      location: [-105.05, 69.1],
      isApproximate: false,
    });
  });

  it('is still accepted when the look-up gets no answer at all', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const t = await makeT('en-us');
    expect(chosenFromPin(t, await lookUpDroppedPin(FIELD)).name).toBe('Pin at 51.4600, -108.1000');
  });
});

describe('a picked suggestion', () => {
  it.each(['town', 'postal_code', 'address'] as const)('counts as exact when it is a %s', async (precision) => {
    stubFetch(async () => json(200, { place: { ...ROSETOWN, precision }, distance_m: 0, is_accurate: true }));
    const { place } = await reverseGeocode(FIELD);
    expect(chosenFromSuggestion(place).isApproximate).toBe(false);
  });

  it.each(['area', 'postal_area'] as const)('is flagged approximate when it is a %s', async (precision) => {
    stubFetch(async () =>
      json(200, { place: { ...ROSETOWN, label: 'S0L (Kindersley)', precision }, distance_m: 0, is_accurate: true }),
    );
    const { place } = await reverseGeocode(FIELD);
    expect(chosenFromSuggestion(place)).toMatchObject({ name: 'S0L (Kindersley)', isApproximate: true });
  });

  it.each(['address', 'town', 'postal_code'] as const)('is exact when it is a %s', async (precision) => {
    stubFetch(async () => json(200, { place: { ...ROSETOWN, precision }, distance_m: 0, is_accurate: true }));
    const { place } = await reverseGeocode(FIELD);
    expect(chosenFromSuggestion(place).isApproximate).toBe(false);
  });
});

describe('the approximate notice', () => {
  const postalArea = { name: 'S0L (Kindersley)', location: [-109.16, 51.46] as [number, number], isApproximate: true };

  it('shows while the box holds the approximate place', () => {
    expect(approximateShown(postalArea, 'S0L (Kindersley)')).toBe(postalArea);
  });

  it('stays while more is typed after the place (a street after a base town)', () => {
    expect(approximateShown(postalArea, 'S0L (Kindersley), range road 3054')).toBe(postalArea);
  });

  it('goes once the user types another place', () => {
    expect(approximateShown(postalArea, 'Kinder')).toBeNull();
  });

  it('never shows for an exact place or a pin', () => {
    expect(approximateShown({ ...postalArea, isApproximate: false }, 'S0L (Kindersley)')).toBeNull();
    expect(approximateShown({ name: 'Rosetown, SK', location: [-107.98, 51.55] }, 'Rosetown, SK')).toBeNull();
  });
});
