import L from 'leaflet';

type LeafletInternals = { _animatingZoom?: boolean };

/**
 * Removes a map, first ending a zoom animation in flight. Leaflet 1.9 ends an animated zoom 250 ms later on a timer
 * that `remove()` does not cancel; the timer then moves panes that are gone and throws "Cannot read properties of
 * undefined (reading '_leaflet_pos')". A map is removed mid-zoom whenever a page leaves right after fitting it to a
 * new place (the quote flow's next step). The timer checks this flag first, so clearing it makes it do nothing.
 */
const removeMap = (map: L.Map) => {
  (map as L.Map & LeafletInternals)._animatingZoom = false;
  map.remove();
};

/**
 * A map in `container` as every map of the app starts: our own zoom buttons (translated, added by the component), the
 * Leaflet credit, a scale (zoomed in, the offline basemap can be all land; the scale still tells how far things are),
 * and a size kept in step with the container's. `dispose` undoes it all.
 */
export const createLeafletMap = (container: HTMLElement) => {
  const map = L.map(container, { zoomControl: false, attributionControl: false, minZoom: 2 });
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  L.control.scale({ position: 'bottomleft', maxWidth: 120 }).addTo(map);
  // The container changes size with the layout (a phone turned, a panel opened); Leaflet must be told.
  const resizes = new ResizeObserver(() => map.invalidateSize());
  resizes.observe(container);
  return {
    map,
    dispose: () => {
      resizes.disconnect();
      removeMap(map);
    },
  };
};
