/**
 * Words that name a kind of machine, and the categories (as data/*.csv spells them) each one allows. Patterns run
 * on the query's tokens joined by single spaces (see spec-text.ts), so `Skid-Steer`, `skid steer` and `skidsteer`
 * read alike. A word may allow several categories when people use it loosely: a "skid steer" is often on tracks, a
 * "trailer" may be a travel trailer or a fifth wheel.
 *
 * A category added to data/ needs a line here, or no query can name it; `category-words.test.ts` checks every
 * category on file.
 */
export const CATEGORY_WORDS: ReadonlyArray<{ words: RegExp; categories: readonly string[] }> = [
  { words: /\btractors?\b/, categories: ['tractor'] },
  { words: /\bcombines?\b|\bharvesters?\b/, categories: ['combine'] },
  {
    words: /\bair (drill|seeder)s?\b|\bdrills?\b|\bseeders?\b|\bseeding tools?\b/,
    categories: ['air_drill', 'air_seeder'],
  },
  { words: /\bplanters?\b/, categories: ['planter'] },
  { words: /\bair carts?\b|\bair tanks?\b/, categories: ['air_cart'] },
  { words: /\bgrain carts?\b|\bauger carts?\b/, categories: ['grain_cart'] },
  { words: /\bheaders?\b|\bdrapers?\b/, categories: ['header'] },
  { words: /\bswathers?\b|\bwindrowers?\b/, categories: ['swather'] },
  { words: /\bsprayers?\b/, categories: ['sprayer'] },
  { words: /\bdisc(s|ers?)?\b|\bdisc harrows?\b/, categories: ['disc_harrow'] },
  { words: /\bharrows?\b/, categories: ['disc_harrow', 'harrow_packer', 'heavy_harrow'] },
  { words: /\bpackers?\b/, categories: ['harrow_packer'] },
  { words: /\b(land )?rollers?\b/, categories: ['land_roller'] },
  { words: /\bbackhoes?\b|\btlb\b/, categories: ['backhoe'] },
  { words: /\bskid ?steers?\b|\bskidsteers?\b/, categories: ['skid_steer', 'compact_track_loader'] },
  { words: /\b(compact )?track loaders?\b|\bctl\b/, categories: ['compact_track_loader', 'skid_steer'] },
  { words: /\bwheel loaders?\b|\bpayloaders?\b/, categories: ['wheel_loader'] },
  { words: /\bexcavators?\b|\bmini ex\b|\btrackhoes?\b/, categories: ['excavator'] },
  { words: /\bdozers?\b|\bbulldozers?\b/, categories: ['dozer'] },
  { words: /\bboats?\b|\bpontoons?\b|\bbowriders?\b|\bjet boats?\b/, categories: ['boat'] },
  { words: /\bpwc\b|\bjet skis?\b|\bpersonal watercraft\b|\bwaverunners?\b/, categories: ['personal_watercraft'] },
  { words: /\btravel trailers?\b|\bcampers?\b|\btrailers?\b/, categories: ['travel_trailer', 'fifth_wheel'] },
  { words: /\b(fifth|5 th|5) wheels?\b|\bfifthwheels?\b/, categories: ['fifth_wheel'] },
  { words: /\bmotorhomes?\b|\bmotor homes?\b|\bclass (a|b|c)\b/, categories: ['motorhome'] },
  { words: /\brvs?\b/, categories: ['travel_trailer', 'fifth_wheel', 'motorhome'] },
  { words: /\bpick ?ups?\b|\bpickups?\b|\btrucks?\b/, categories: ['pickup'] },
  { words: /\bcars?\b|\bsedans?\b|\bhatchbacks?\b|\bcoupes?\b|\bconvertibles?\b|\bwagons?\b/, categories: ['car'] },
  { words: /\bsuvs?\b|\bcrossovers?\b/, categories: ['suv'] },
  { words: /\bvans?\b|\bminivans?\b/, categories: ['van'] },
  { words: /\batvs?\b|\bquads?\b|\bfour wheelers?\b/, categories: ['atv'] },
  { words: /\butvs?\b|\bside by sides?\b|\bsxs\b/, categories: ['utv'] },
  { words: /\bmotorcycles?\b|\bmotorbikes?\b|\bdirt bikes?\b/, categories: ['motorcycle'] },
  { words: /\bsnowmobiles?\b|\bsleds?\b/, categories: ['snowmobile'] },
];
