export { createGeoServices } from './create-geo-services';
export { EmbeddedGeocoder } from './embedded-geocoder';
export type { Place } from './gazetteer';
export { embeddedGazetteer } from './gazetteer-sources';
export { geoRoutes } from './geo.routes';
export type { GeocodingService, GeoServices } from './geo-services';
export { geoServicesFor } from './geo-services-for';
