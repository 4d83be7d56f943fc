/** The row the gazetteer reads from data/extra-places.tsv.gz, which the CLI (build-extra-places.ts) writes. */
export type { SourcePlace } from './build-gazetteer';
export { createGeoServices } from './create-geo-services';
export { EmbeddedGeocoder } from './embedded-geocoder';
export type { Place } from './gazetteer';
export { embeddedGazetteer } from './gazetteer-sources';
export { geoRoutes } from './geo.routes';
export type { GeocodingService, GeoServices } from './geo-services';
export { geoServicesFor } from './geo-services-for';
