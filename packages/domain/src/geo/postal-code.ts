/** What a geocoder input with digits can mean; anything else with a digit matches no place. */
export type PostalQuery =
  /** `code` is the ZIP+4 as typed ("59101-1234") when one was, else null. */
  | { kind: 'zip'; zip: string; code: string | null }
  | { kind: 'zip_prefix'; prefix: string }
  /** `code` is the whole postal code as Canada Post writes it ("S0L 2V0") when one was typed, else null. */
  | { kind: 'fsa'; fsa: string; code: string | null };

/** Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter. */
const FSA = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?: ?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/;

/**
 * Reads a US ZIP code (`59101`, ZIP+4 `59101-1234`), a ZIP prefix of 3 or 4 digits (`591`), or a Canadian postal code
 * (`S7K`, `S7K 1A1`, `s7k1a1`), found by its forward sortation area (the first three characters): no open dataset
 * places whole Canadian postal codes. Null for anything else.
 */
export const parsePostalQuery = (text: string): PostalQuery | null => {
  const compact = text.trim().toUpperCase();
  const zip = /^(\d{5})(?:-?(\d{4}))?$/.exec(compact);
  if (zip?.[1]) return { kind: 'zip', zip: zip[1], code: zip[2] ? `${zip[1]}-${zip[2]}` : null };
  if (/^\d{3,4}$/.test(compact)) return { kind: 'zip_prefix', prefix: compact };
  const fsa = FSA.exec(compact.replace(/\s+/g, ' '));
  if (fsa?.[1]) return { kind: 'fsa', fsa: fsa[1], code: fsa[2] ? `${fsa[1]} ${fsa[2]}` : null };
  return null;
};

/** Canada Post's first letter of a postal code -> province or territory; X is split by the FSA itself. */
const PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

/** The province or territory of a forward sortation area (`S7K` -> `SK`, `X0A` -> `NU`); undefined if not an FSA. */
export const provinceOfFsa = (fsa: string): string | undefined => {
  const code = fsa.trim().toUpperCase();
  if (!/^[A-Z]\d[A-Z]$/.test(code)) return undefined;
  if (code.startsWith('X')) return NUNAVUT_FSAS.has(code) ? 'NU' : 'NT';
  return PROVINCE_BY_FIRST_LETTER[code.charAt(0)];
};

/**
 * A rural forward sortation area (a 0 as its digit: S0L, T0J, R0M) is served by rural post offices over an area that
 * can be 200 km across; an urban one lies within a city.
 */
export const isRuralFsa = (fsa: string): boolean => fsa.charAt(1) === '0';
