import type { MapTiles } from '@freight/domain';

export type BaseLayerId = 'street' | 'satellite';

/** Where a base layer's picture comes from: a configured XYZ tile server, or the outlines bundled with the app. */
export type BaseLayerSource = { kind: 'tiles'; url: string; attribution: string } | { kind: 'outline' };

export type BaseLayers = { street: BaseLayerSource; satellite: BaseLayerSource | null };

/** Credit for the bundled basemap: Natural Earth (public domain, credited all the same) and GeoNames (CC BY 4.0). */
export const OUTLINE_ATTRIBUTION = 'Natural Earth, GeoNames';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/**
 * The base layers the public configuration allows. With no street URL the street layer is the offline outline
 * basemap, so the map works with no tile server at all; satellite exists only when its URL is configured. The
 * attribution is configured as plain text and escaped, because Leaflet inserts attributions as HTML.
 */
export const baseLayersFor = (tiles: MapTiles | undefined): BaseLayers => {
  const attribution = escapeHtml(tiles?.attribution ?? '');
  const tilesFrom = (url: string | null | undefined): BaseLayerSource | null =>
    url ? { kind: 'tiles', url, attribution } : null;
  return {
    street: tilesFrom(tiles?.street) ?? { kind: 'outline' },
    satellite: tilesFrom(tiles?.satellite),
  };
};

/** The layer to draw: the one asked for when it exists, the street layer otherwise. */
export const pickBaseLayer = (layers: BaseLayers, wanted: BaseLayerId): BaseLayerSource =>
  (wanted === 'satellite' && layers.satellite) || layers.street;
