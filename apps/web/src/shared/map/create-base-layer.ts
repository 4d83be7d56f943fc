import L from 'leaflet';
import type { BaseLayerSource } from './base-layers';

/**
 * The base layer's Leaflet layer for `map`: the configured tile server's, or the offline basemap (its code and data
 * fetched only now, when a map without tile server is shown). Not added to the map: the caller does, if still wanted.
 */
export const createBaseLayer = async (source: BaseLayerSource, map: L.Map): Promise<L.Layer> => {
  if (source.kind === 'tiles') return L.tileLayer(source.url, { attribution: source.attribution, maxZoom: 19 });
  const { createOutlineLayer } = await import('./outline-layer');
  return createOutlineLayer(map);
};
