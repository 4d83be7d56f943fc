/**
 * Names people use for a town that the gazetteer's own name does not start with, by GeoNames id. Kept to well-known
 * forms only; "St." / "Saint", "Ste." / "Sainte", "Mt." and "Ft." are spelled both ways for every name already
 * (placeNameSpellings in packages/domain).
 *
 * Sources: GeoNames alternate names (cities500, CC BY 4.0) list "Quebec City" and "Ville de Québec" for Québec and
 * "Sudbury" for Greater Sudbury; "Fort Mac" is Fort McMurray's common short name (Regional Municipality of Wood
 * Buffalo; en.wikipedia.org/wiki/Fort_McMurray, "Nicknames: Fort Mac").
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'geonames:6325494': ['Quebec City', 'Ville de Québec'],
  'geonames:5964700': ['Sudbury'],
  'geonames:5955895': ['Fort Mac'],
};
