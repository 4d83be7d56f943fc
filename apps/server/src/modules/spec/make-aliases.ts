/**
 * Short names people type for a make, and the make as the data files spell it. One word each (after the search
 * has cut the text into words: see spec-text.ts). An alias only ever adds the named make's rows to what the word
 * finds by itself, so an alias that is also a real word (`case`, `cat`) still finds that word elsewhere.
 *
 * Add a line when a make arrives whose common short form is not a word of its name; words of the name itself
 * (`deere`, `holland`), the start of one (`chev`), a name run together (`skidoo`) and spelling slips (`chevorlet`)
 * need no alias.
 */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  jd: 'John Deere',
  cat: 'Caterpillar',
  chevy: 'Chevrolet',
  nh: 'New Holland',
  ih: 'Case IH',
  case: 'Case IH',
  cih: 'Case IH',
  mf: 'Massey Ferguson',
  vw: 'Volkswagen',
  mb: 'Mercedes-Benz',
  gm: 'GMC',
  kw: 'Kenworth',
  pete: 'Peterbilt',
  intl: 'International',
  // Ram pickups were Dodge Rams until 2010 and are still typed that way ("dodge ram 2500").
  dodge: 'Ram',
};
