import L from 'leaflet';
import type { MapPoint } from './map-view';
import classes from './route-map.module.css';

export type PointRole = 'origin' | 'destination' | 'driver' | 'pin';

/**
 * A pickup, B drop-off; D the driver's last reported position (a different letter, so colour is not the only cue); a
 * dot for a point being placed by hand, which is neither end of a route yet.
 */
const LETTER: Record<PointRole, string> = { origin: 'A', destination: 'B', driver: 'D', pin: '•' };
const MARKER_SIZE_PX = 28;

// Built as elements, not an HTML string: the label is user text (a place name or a pinned point).
const markerContent = (point: MapPoint, role: PointRole) => {
  const content = document.createElement('span');
  const dot = document.createElement('span');
  dot.className = classes.dot ?? '';
  dot.textContent = LETTER[role];
  const label = document.createElement('span');
  label.className = classes.label ?? '';
  label.textContent = point.label;
  content.append(dot, label);
  // The marker's aria-label says it all; the letter and the visible name would be read twice.
  content.setAttribute('aria-hidden', 'true');
  return content;
};

/**
 * A keyboard-reachable marker: Leaflet makes it a focusable `role="button"`; its accessible name (and hover title) is
 * `name`, e.g. "Pickup: Saskatoon, SK". Activating it, by click, Enter or Space, calls `onActivate`.
 */
export const createPointMarker = ({
  point,
  role,
  name,
  onActivate,
}: {
  point: MapPoint;
  role: PointRole;
  name: string;
  onActivate: () => void;
}) => {
  const icon = L.divIcon({
    className: `${classes.marker} ${classes[role]}`,
    html: markerContent(point, role),
    iconSize: [MARKER_SIZE_PX, MARKER_SIZE_PX],
    iconAnchor: [MARKER_SIZE_PX / 2, MARKER_SIZE_PX / 2],
  });
  const marker = L.marker([point.lat, point.lon], { icon, title: name, keyboard: true, riseOnHover: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  };
  marker.on('click', onActivate);
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', name);
    element?.addEventListener('keydown', onKeyDown);
  });
  marker.on('remove', () => marker.getElement()?.removeEventListener('keydown', onKeyDown));
  return marker;
};
