import L from 'leaflet';
import type { indexPickups, PickupMarker } from '../pickup-clusters';
import classes from '../search.module.css';
import type { LoadsPopup, PopupLoad } from './loads-popup';

/** The whole marker is the target: 44 px, the size WCAG 2.5.5 asks of a touch target; the disc drawn inside is smaller. */
const TARGET_PX = 44;
/**
 * Leaflet's controls sit above its panes, and the zoom buttons stand at the map's top left (10 px in, 34 px wide): a
 * popup is panned clear of their column, or they hid the start of its first load's name on a phone.
 */
const CLEAR_OF_ZOOM_PX = 52;
const POPUP_EDGE_PX = 8;
/** Leaflet's popup around its content: the content's margins (20 + 24 px) and the wrapper's border. */
const POPUP_FRAME_PX = 46;
const POPUP_MAX_WIDTH_PX = 300;
const POPUP_MIN_WIDTH_PX = 160;

type Load = PopupLoad;
type PickupIndex = ReturnType<typeof indexPickups<Load>>;

const loadCountOf = (marker: PickupMarker<Load>) =>
  marker.kind === 'cluster' ? marker.loadCount : marker.group.loads.length;

/**
 * Which marker this is, so a marker still wanted after a pan or a refreshed answer is kept (with its popup open) and
 * brought up to date rather than redrawn: a pickup by its place, a cluster by where it stands (which moves as its
 * loads change). Not by its count: another load posted at the same yard must not close the popup a driver reads.
 */
const keyOf = (marker: PickupMarker<Load>) =>
  marker.kind === 'cluster' ? `cluster:${marker.location.join()}` : `pickup:${marker.group.key}`;

/** What a marker and its popup show and do: unchanged, its marker is left alone. */
const stateOf = (marker: PickupMarker<Load>) =>
  marker.kind === 'cluster'
    ? `${marker.loadCount}:${marker.expansionZoom}:${marker.placeName}:${marker.isOnePlace}`
    : marker.group.loads
        .map((load) => [load.id, load.make_model, load.origin.name, load.destination.name, load.pay].join('\t'))
        .join('\n');

const discText = (marker: PickupMarker<Load>) => {
  const count = loadCountOf(marker);
  return count > 1 ? String(count) : '';
};

type Shown = {
  marker: L.Marker;
  disc: HTMLElement;
  current: PickupMarker<Load>;
  state: string;
  /** Made on the first tap, then kept and updated in place. */
  popup: LoadsPopup | null;
};

const discFor = (marker: PickupMarker<Load>) => {
  const disc = document.createElement('span');
  disc.className = `${classes.loadDisc} ${marker.kind === 'cluster' ? classes.clusterDisc : ''}`;
  disc.textContent = discText(marker);
  // The marker's aria-label says it all; the count would be read twice.
  disc.setAttribute('aria-hidden', 'true');
  return disc;
};

/** The widest a popup's content may be and still fit between the zoom buttons' column and the map's right edge. */
const popupMaxWidth = (map: L.Map) => {
  const room = map.getSize().x - CLEAR_OF_ZOOM_PX - POPUP_EDGE_PX - POPUP_FRAME_PX;
  return Math.max(POPUP_MIN_WIDTH_PX, Math.min(POPUP_MAX_WIDTH_PX, room));
};

const viewOf = (map: L.Map): [number, number, number, number] => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/**
 * Draws the markers for the view shown and redraws them after each pan or zoom (clusters depend on the zoom), and
 * after `show` is given a new answer for the search. A cluster's tap (a click, or Enter: Leaflet makes a keyboard
 * marker a button) zooms in to where it comes apart; a pickup's opens its popup. `remove` takes them all off the map.
 */
export const createPickupMarkers = ({
  map,
  nameOf,
  popupOf,
}: {
  map: L.Map;
  nameOf: (marker: PickupMarker<Load>) => string;
  popupOf: () => LoadsPopup;
}) => {
  const group = L.layerGroup().addTo(map);
  let pickups: PickupIndex | null = null;
  let shown = new Map<string, Shown>();

  const nameMarker = (entry: Shown) => {
    const name = nameOf(entry.current);
    entry.marker.options.title = name;
    const element = entry.marker.getElement();
    if (!element) return;
    element.title = name;
    element.setAttribute('aria-label', name);
  };

  const createMarker = (marker: PickupMarker<Load>): Shown => {
    const [lon, lat] = marker.location;
    const disc = discFor(marker);
    const icon = L.divIcon({
      className: classes.loadMarker ?? '',
      html: disc,
      iconSize: [TARGET_PX, TARGET_PX],
      iconAnchor: [TARGET_PX / 2, TARGET_PX / 2],
    });
    const created = L.marker([lat, lon], { icon, title: nameOf(marker), keyboard: true, riseOnHover: true });
    const entry: Shown = { marker: created, disc, current: marker, state: stateOf(marker), popup: null };
    created.on('add', () => nameMarker(entry));
    created.on('click', () => {
      const { current } = entry;
      if (current.kind === 'cluster') map.setView([lat, lon], current.expansionZoom);
    });
    if (marker.kind === 'pickup') {
      created.bindPopup(
        () => {
          // Read as the popup opens (before Leaflet lays it out): the map may have changed size since (a phone turned).
          const opening = created.getPopup();
          if (opening) opening.options.maxWidth = popupMaxWidth(map);
          entry.popup ??= popupOf();
          if (entry.current.kind === 'pickup') entry.popup.open(entry.current.group.loads);
          return entry.popup.element;
        },
        { autoPanPaddingTopLeft: [CLEAR_OF_ZOOM_PX, POPUP_EDGE_PX] },
      );
    }
    return entry;
  };

  const update = (entry: Shown, marker: PickupMarker<Load>) => {
    const state = stateOf(marker);
    if (state === entry.state) return;
    entry.current = marker;
    entry.state = state;
    const [lon, lat] = marker.location;
    if (!entry.marker.getLatLng().equals([lat, lon])) entry.marker.setLatLng([lat, lon]);
    const text = discText(marker);
    if (entry.disc.textContent !== text) entry.disc.textContent = text;
    nameMarker(entry);
    if (entry.popup && marker.kind === 'pickup') entry.popup.refresh(marker.group.loads);
  };

  const draw = () => {
    if (!pickups) return;
    const next = new Map<string, Shown>();
    for (const marker of pickups.markersIn(viewOf(map), map.getZoom())) {
      const key = keyOf(marker);
      const kept = shown.get(key);
      if (kept) update(kept, marker);
      const entry = kept ?? createMarker(marker);
      if (!kept) entry.marker.addTo(group);
      next.set(key, entry);
    }
    for (const [key, entry] of shown) if (!next.has(key)) group.removeLayer(entry.marker);
    shown = next;
  };

  map.on('moveend', draw);
  return {
    /** The search's answer, new or refreshed: what changed is updated where it stands. */
    show: (next: PickupIndex) => {
      pickups = next;
      draw();
    },
    remove: () => {
      map.off('moveend', draw);
      group.remove();
    },
  };
};
