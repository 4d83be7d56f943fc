// The geocoder's answers (place search, reverse geocoding, route), fetched with the first such answer once the first
// load is over (shared/api/lazy-schema.ts): the quote's first step asks them as the visitor types, a driver's pages
// not at all as they open, so they are not among the shell's schemas every page builds (issue 22).
export { AutocompleteResponseSchema, ReverseResponseSchema, RouteResponseSchema } from '@freight/domain';
