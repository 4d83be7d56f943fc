import 'leaflet/dist/leaflet.css';
import type { HaulSearchResult } from '@freight/domain';
import L from 'leaflet';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config-api';
import { baseLayersFor } from '../../../shared/map/base-layers';
import { createBaseLayer } from '../../../shared/map/create-base-layer';
import { createLeafletMap } from '../../../shared/map/leaflet-map';
import { MAX_FIT_ZOOM, type MapPoint, mapViewFor } from '../../../shared/map/map-view';
import mapClasses from '../../../shared/map/route-map.module.css';
import { useMountStage } from '../../../shared/map/use-mount-stage';
import { useStableValue } from '../../../shared/map/use-stable-value';
import { paths } from '../../../shared/navigation/paths';
import { nextTask } from '../../../shared/ui/next-task';
import { indexPickups, pickupMarkerName } from '../pickup-clusters';
import { groupByPickup } from '../pickup-groups';
import { toBbox } from '../search-filters';
import { createLoadsPopup } from './loads-popup';
import { createPickupMarkers } from './pickup-markers';

export type LoadsMapProps = {
  loads: HaulSearchResult[];
  /** The searched origin, or the trip of "along my route" with its end. */
  origin?: MapPoint | undefined;
  destination?: MapPoint | undefined;
  /** The radius searched around each place, drawn as a circle. */
  originRadiusKm?: number | undefined;
  destinationRadiusKm?: number | undefined;
  /** The view the search is limited to (west, south, east, north), when searching as the map moves. */
  bbox?: number[] | undefined;
  /** Called with the new view after the driver pans or zooms, only while searching as the map moves. */
  onViewChange?: ((bbox: number[]) => void) | undefined;
  /** One line per load for its popup: what it pays. */
  describePay: (load: HaulSearchResult) => string;
  /**
   * Which search's own answer `loads` is, or null while another's stands in for it (the previous search's, while this
   * one loads). The view fits a search's answer once: a refreshed answer of the same search leaves the driver's view.
   */
  answerOf?: string | null;
  height?: number;
};

const FIT_PADDING_PX = 40;

/**
 * What joins the map after its first view, one stage per task (issue 22: all at once was one task of 200 to 380 ms on
 * a slowed phone): the markers, then the zoom buttons and the searched places. The map comes first, already fitted.
 */
const MARKERS_STAGE = 1;
const CONTROLS_STAGE = 2;

const sameBbox = (a: number[] | undefined, b: number[] | undefined) => a?.join() === b?.join();

const fitPoints = (map: L.Map, points: MapPoint[]) => {
  const view = mapViewFor(points);
  if (view.kind === 'centre') {
    map.setView([view.centre.lat, view.centre.lon], view.zoom);
    return;
  }
  map.fitBounds(
    [
      [view.southWest.lat, view.southWest.lon],
      [view.northEast.lat, view.northEast.lon],
    ],
    { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MAX_FIT_ZOOM },
  );
};

/** At once, not animated: a view still gliding in would report itself after the driver had stopped following. */
const fitBbox = (map: L.Map, [west = 0, south = 0, east = 0, north = 0]: number[]) =>
  map.fitBounds(
    [
      [south, west],
      [north, east],
    ],
    { animate: false },
  );

/** A searched place with the square around its radius, so the view shows the whole area searched. */
const areaCorners = (point: MapPoint | undefined, radiusKm: number | undefined): MapPoint[] => {
  if (!point) return [];
  if (!radiusKm) return [point];
  const area = L.latLng(point.lat, point.lon).toBounds(radiusKm * 2000);
  return [
    { lat: area.getSouth(), lon: area.getWest(), label: point.label },
    { lat: area.getNorth(), lon: area.getEast(), label: point.label },
  ];
};

/**
 * The loads found, one marker at each pickup, or one counting the pickups that would overlap at the zoom shown (a tap
 * zooms in until they come apart); a pickup's marker opens a popup linking to its loads' pages. Same base layers as
 * the route map (offline outlines unless a tile server is configured). While searching as the map moves, the view is
 * the driver's: it is never re-fitted to the results, and each pan or zoom reports the new box.
 */
export const HaulsMap = ({
  loads,
  origin,
  destination,
  originRadiusKm: fromRadiusKm,
  destinationRadiusKm: toRadiusKm,
  bbox,
  onViewChange,
  describePay,
  answerOf = null,
  height = 320,
}: LoadsMapProps) => {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { data: config, isPending } = usePublicConfig();
  const [map, setMap] = useState<L.Map | null>(null);
  const containerRef = useRef<HTMLElement>(null);
  const hintId = useId();
  const isFollowing = onViewChange !== undefined;
  /** The last box this map reported: the address echoing it back must not move the map again. */
  const reportedBbox = useRef<number[] | undefined>(undefined);
  const reportView = useEffectEvent((next: number[]) => {
    if (sameBbox(next, bbox)) return;
    reportedBbox.current = next;
    onViewChange?.(next);
  });
  const openLoad = useEffectEvent((haulId: string) => navigate(paths.job.root.getHref({ haulId })));

  const shownLoads = useStableValue(loads.map((load) => ({ ...load, pay: describePay(load) })));
  const from = useStableValue(origin);
  const to = useStableValue(destination);
  const wantedBbox = useStableValue(bbox);
  /** Not following the map: what the view fits, the loads found and the searched areas. */
  const fitted = useMemo(
    (): MapPoint[] => [
      ...shownLoads.map((load) => ({
        lon: load.origin.location[0],
        lat: load.origin.location[1],
        label: load.make_model,
      })),
      ...areaCorners(from, fromRadiusKm),
      ...areaCorners(to, toRadiusKm),
    ],
    [shownLoads, from, fromRadiusKm, to, toRadiusKm],
  );
  // The view the map keeps, from its first picture on: the rest joins in later tasks (useMountStage).
  const showFirstView = useEffectEvent((created: L.Map) => {
    if (isFollowing && wantedBbox) fitBbox(created, wantedBbox);
    // Following with no box yet: a view from the start, so the box can be read before anything is there to fit.
    else fitPoints(created, isFollowing ? [] : fitted);
  });

  // Each step in a task of its own, apart from the commit that mounts the page's map (issue 22): Leaflet's map, then its
  // first view. Until it has one, the container shows water, as the map does before its land arrives.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCurrent = true;
    let created: ReturnType<typeof createLeafletMap> | undefined;
    const create = async () => {
      await nextTask();
      if (!isCurrent) return;
      created = createLeafletMap(container);
      await nextTask();
      if (!isCurrent) return;
      showFirstView(created.map);
      setMap(created.map);
    };
    void create();
    return () => {
      isCurrent = false;
      created?.dispose();
      setMap(null);
    };
  }, []);
  const stage = useMountStage(map, CONTROLS_STAGE);
  const hasMarkers = stage >= MARKERS_STAGE;
  const hasControls = stage >= CONTROLS_STAGE;

  useEffect(() => {
    if (!map || !hasControls) return;
    const zoom = L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map, hasControls, t]);

  const baseLayer = useStableValue(isPending ? null : baseLayersFor(config?.mapTiles).street);
  useEffect(() => {
    if (!map || !baseLayer) return;
    let isCurrent = true;
    let layer: L.Layer | undefined;
    createBaseLayer(baseLayer, map).then(
      (created) => {
        if (isCurrent) layer = created.addTo(map);
      },
      // The outline chunk failed to download: the markers still show on the water background.
      () => undefined,
    );
    return () => {
      isCurrent = false;
      layer?.remove();
    };
  }, [map, baseLayer]);

  useEffect(() => {
    if (!map || !hasControls) return;
    const group = L.layerGroup().addTo(map);
    // The searched places are drawn, not buttons: a pickup marker often sits on them, and stacked targets defeat a
    // finger (WCAG 2.5.8). The filters name them; the map shows where, and how far the radius reaches.
    const place = { color: '#1a1a1a', weight: 2, interactive: false };
    if (from && to) {
      L.polyline(
        [
          [from.lat, from.lon],
          [to.lat, to.lon],
        ],
        { ...place, weight: 3, opacity: 0.6, dashArray: '6 6' },
      ).addTo(group);
    }
    for (const [point, radiusKm] of [
      [from, fromRadiusKm],
      [to, toRadiusKm],
    ] as const) {
      if (!point) continue;
      if (radiusKm) {
        L.circle([point.lat, point.lon], {
          ...place,
          radius: radiusKm * 1000,
          fillOpacity: 0.06,
          dashArray: '4 4',
        }).addTo(group);
      }
      L.circleMarker([point.lat, point.lon], { ...place, radius: 6, fillColor: '#fff', fillOpacity: 1 }).addTo(group);
    }
    return () => {
      group.remove();
    };
  }, [map, hasControls, from, to, fromRadiusKm, toRadiusKm]);

  // Indexed in the render that adds the markers, not in the one that mounts the map: building the clusters' index
  // took 16 to 108 ms of that render at 4x (issue 22).
  const pickups = useMemo(
    () => (hasMarkers ? indexPickups(groupByPickup(shownLoads)) : null),
    [hasMarkers, shownLoads],
  );
  // One set of markers for the map's life (and language): each answer, new or refreshed, updates it where it stands,
  // so a popup open on a pickup stays open, and its links stay put, when another load joins the results.
  const [markers, setMarkers] = useState<ReturnType<typeof createPickupMarkers> | null>(null);
  useEffect(() => {
    if (!map || !hasMarkers) return;
    const created = createPickupMarkers({
      map,
      nameOf: (marker) => pickupMarkerName(marker, t),
      popupOf: () => createLoadsPopup({ open: t('map.openLoad'), onOpen: openLoad }),
    });
    setMarkers(created);
    return () => {
      created.remove();
      setMarkers(null);
    };
  }, [map, hasMarkers, t]);
  useEffect(() => {
    if (markers && pickups) markers.show(pickups);
  }, [markers, pickups]);

  // Not following the map: the view fits what was found (or the searched places before anything is), once for each
  // search's answer. The same search answered afresh (a load posted or taken, the connection back) leaves the view as
  // the driver has it: zoomed in on a town, they were thrown back out to the whole search, their popup closed.
  const fittedAnswer = useRef<string | null>(null);
  useEffect(() => {
    if (!map || isFollowing) return;
    if (answerOf !== null && answerOf === fittedAnswer.current) return;
    fitPoints(map, fitted);
    fittedAnswer.current = answerOf;
  }, [map, isFollowing, fitted, answerOf]);

  // Following the map: a box from the address (a reload, Back) moves the map there, unless it is the one reported.
  useEffect(() => {
    if (!map || !isFollowing) return;
    if (wantedBbox && !sameBbox(wantedBbox, reportedBbox.current)) fitBbox(map, wantedBbox);
    const report = () => {
      const bounds = map.getBounds();
      reportView(
        toBbox({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }),
      );
    };
    if (!wantedBbox) report();
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map, isFollowing, wantedBbox]);

  return (
    <div className={mapClasses.frame} style={{ height }}>
      <section ref={containerRef} aria-label={t('map.region')} aria-describedby={hintId} className={mapClasses.map} />
      <span id={hintId} hidden>
        {t('map.keyboardHint')}
      </span>
    </div>
  );
};
