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
  // Each corner's control is added once it has its content, so it first paints whole: the credit with the first layer
  // that credits a source (the basemap, which arrives after the map), the scale once the map has a view. Added at
  // once, both painted nearly empty and then grew, moving the page (layout shifts the takeover journey measures).
  const attribution = L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' });
  const addCreditWith = ({ layer }: L.LayerEvent) => {
    if (!layer.getAttribution?.()) return;
    map.off('layeradd', addCreditWith);
    // The control reads the credits of the layers already on the map as it is added.
    attribution.addTo(map);
  };
  map.on('layeradd', addCreditWith);
  map.whenReady(() => L.control.scale({ position: 'bottomleft', maxWidth: 120 }).addTo(map));
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
