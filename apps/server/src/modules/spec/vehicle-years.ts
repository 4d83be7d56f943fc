/**
 * Model years in a row's name. Vehicles are sold by model year and a generation keeps its size for years, so a row
 * may state one year ("2024 Honda Civic") or the range its figures cover ("Ford F-150 2015-2020 (13th gen)",
 * "McCormick-Deering 15-30 (1921-28)").
 */
export type YearSpan = { from: number; to: number };

/** A year people type for a vehicle: 1900-2099. Whether it is a year or a model number depends on the row. */
export const isYearLike = (token: string): boolean => /^(19|20)\d\d$/.test(token);

/** First "YYYY-YYYY" or "YYYY-YY" range (hyphen or dash) in the name, else its first year, else undefined. */
export const yearSpanOf = (name: string): YearSpan | undefined => {
  const range = /\b((?:19|20)\d\d)\s*[-–]\s*((?:19|20)?\d\d)\b/.exec(name);
  if (range) {
    const from = Number(range[1]);
    // "1921-28": the end year keeps the century of the start.
    const to = Number(range[2]?.length === 2 ? `${range[1]?.slice(0, 2)}${range[2]}` : range[2]);
    if (to >= from) return { from, to };
  }
  const year = /\b(?:19|20)\d\d\b/.exec(name);
  return year ? { from: Number(year[0]), to: Number(year[0]) } : undefined;
};

/** 0 when the span covers the year, else how many years it lies outside. */
export const yearsOutside = (span: YearSpan, year: number): number =>
  year < span.from ? span.from - year : year > span.to ? year - span.to : 0;
