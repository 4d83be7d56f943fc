import type { HaulSearchResult } from '@freight/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { indexPickups, pickupMarkerName } from './pickup-clusters';
import { groupByPickup } from './pickup-groups';

const load = (id: string, name: string, location: [number, number]) =>
  ({
    id,
    make_model: `Load ${id}`,
    origin: { name, region: 'SK', country: 'CAN', location },
    destination: { name: 'Winnipeg, MB', region: 'MB', country: 'CAN', location: [-97.14, 49.9] },
  }) as HaulSearchResult;

const REGINA: [number, number] = [-104.6189, 50.4452];
const REGINA_EAST_YARD: [number, number] = [-104.55, 50.45];
const MOOSE_JAW: [number, number] = [-105.53, 50.39];
const PRAIRIES: [number, number, number, number] = [-120, 45, -90, 60];

const markersAt = (loads: HaulSearchResult[], zoom: number) =>
  indexPickups(groupByPickup(loads)).markersIn(PRAIRIES, zoom);

/** Writes the key and its values, so a test reads which message was picked with what. */
const t = ((key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`) as TFunction<'search'>;

describe('indexPickups', () => {
  const loads = [
    load('a', 'Regina, SK', REGINA),
    load('b', 'Regina, SK', REGINA),
    load('c', 'Moose Jaw, SK', MOOSE_JAW),
  ];

  it('merges pickups whose markers would overlap at a wide zoom, counting every load and naming the busiest place', () => {
    const [cluster, ...others] = markersAt(loads, 5);
    expect(others).toEqual([]);
    expect(cluster).toMatchObject({ kind: 'cluster', loadCount: 3, placeName: 'Regina, SK', isOnePlace: false });
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(5);
  });

  it('shows each pickup on its own once zoomed in where they come apart', () => {
    const markers = markersAt(loads, 10);
    expect(markers.map((marker) => marker.kind === 'pickup' && marker.group.placeName).sort()).toEqual([
      'Moose Jaw, SK',
      'Regina, SK',
    ]);
  });

  it('says a cluster is all in one town when its pickups are yards of the same place', () => {
    const [cluster] = markersAt([load('a', 'Regina, SK', REGINA), load('b', 'Regina, SK', REGINA_EAST_YARD)], 6);
    expect(cluster).toMatchObject({ kind: 'cluster', loadCount: 2, isOnePlace: true });
  });

  it('draws no marker outside the view', () => {
    expect(indexPickups(groupByPickup(loads)).markersIn([0, 0, 10, 10], 5)).toEqual([]);
  });
});

describe('pickupMarkerName', () => {
  it('names a single load by what it is and where it goes', () => {
    const [marker] = markersAt([load('a', 'Regina, SK', REGINA)], 8);
    expect(marker && pickupMarkerName(marker, t)).toBe(
      'map.load {"makeModel":"Load a","from":"Regina, SK","to":"Winnipeg, MB"}',
    );
  });

  it('names a pickup or a one-town cluster by its count and town, and a wider cluster as near its busiest place', () => {
    const [pickup] = markersAt([load('a', 'Regina, SK', REGINA), load('b', 'Regina, SK', REGINA)], 8);
    expect(pickup && pickupMarkerName(pickup, t)).toBe('map.loadsAt {"count":2,"place":"Regina, SK"}');
    const [wide] = markersAt([load('a', 'Regina, SK', REGINA), load('c', 'Moose Jaw, SK', MOOSE_JAW)], 5);
    expect(wide && pickupMarkerName(wide, t)).toMatch(
      /^map\.loadsNear \{"count":2,"place":"(Regina|Moose Jaw), SK"\}$/,
    );
  });
});
