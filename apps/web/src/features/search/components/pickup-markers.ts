import type { HaulSearchResult } from '@freight/domain';
import L from 'leaflet';
import type { indexPickups, PickupMarker } from '../pickup-clusters';
import classes from '../search.module.css';

/** The whole marker is the target: 44 px, the size WCAG 2.5.5 asks of a touch target; the disc drawn inside is smaller. */
const TARGET_PX = 44;

type Load = HaulSearchResult & { pay: string };

const loadCountOf = (marker: PickupMarker<Load>) =>
  marker.kind === 'cluster' ? marker.loadCount : marker.group.loads.length;

/** Which marker this is, so a marker still wanted after a pan is kept (with its popup open) rather than redrawn. */
const keyOf = (marker: PickupMarker<Load>) =>
  marker.kind === 'cluster'
    ? `cluster:${marker.location.join()}:${marker.loadCount}`
    : `pickup:${marker.group.key}:${marker.group.loads.length}`;

const iconFor = (marker: PickupMarker<Load>) => {
  const disc = document.createElement('span');
  disc.className = `${classes.loadDisc} ${marker.kind === 'cluster' ? classes.clusterDisc : ''}`;
  const count = loadCountOf(marker);
  disc.textContent = count > 1 ? String(count) : '';
  // The marker's aria-label says it all; the count would be read twice.
  disc.setAttribute('aria-hidden', 'true');
  return L.divIcon({
    className: classes.loadMarker ?? '',
    html: disc,
    iconSize: [TARGET_PX, TARGET_PX],
    iconAnchor: [TARGET_PX / 2, TARGET_PX / 2],
  });
};

const viewOf = (map: L.Map): [number, number, number, number] => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/**
 * Draws the markers for the view shown and redraws them after each pan or zoom (clusters depend on the zoom). A
 * cluster's tap (a click, or Enter: Leaflet makes a keyboard marker a button) zooms in to where it comes apart; a
 * pickup's opens its popup. Returns `remove`, which takes them all off the map.
 */
export const createPickupMarkers = ({
  map,
  pickups,
  nameOf,
  popupOf,
}: {
  map: L.Map;
  pickups: ReturnType<typeof indexPickups<Load>>;
  nameOf: (marker: PickupMarker<Load>) => string;
  popupOf: (loads: Load[]) => HTMLElement;
}) => {
  const group = L.layerGroup().addTo(map);
  let shown = new Map<string, L.Marker>();

  const createMarker = (marker: PickupMarker<Load>) => {
    const [lon, lat] = marker.location;
    const name = nameOf(marker);
    const created = L.marker([lat, lon], { icon: iconFor(marker), title: name, keyboard: true, riseOnHover: true });
    created.on('add', () => created.getElement()?.setAttribute('aria-label', name));
    if (marker.kind === 'cluster') {
      created.on('click', () => map.setView([lat, lon], marker.expansionZoom));
    } else {
      const { loads } = marker.group;
      created.bindPopup(() => popupOf(loads));
    }
    return created;
  };

  const draw = () => {
    const next = new Map<string, L.Marker>();
    for (const marker of pickups.markersIn(viewOf(map), map.getZoom())) {
      const key = keyOf(marker);
      next.set(key, shown.get(key) ?? createMarker(marker).addTo(group));
    }
    for (const [key, marker] of shown) if (!next.has(key)) group.removeLayer(marker);
    shown = next;
  };

  draw();
  map.on('moveend', draw);
  return {
    remove: () => {
      map.off('moveend', draw);
      group.remove();
    },
  };
};
