/**
 * Model names that say what kind of machine is meant, even when the query names no kind: a Steiger is a tractor, so
 * "Case IH Steiger 580" must never answer the Case 580N backhoe; an S780 from Deere is a combine. The category
 * filter (query-kind.ts) treats these like the words of category-words.ts.
 *
 * `make` is required where the model name means another thing under another make: Ford's Ranger is a pickup and
 * Polaris's a UTV; Can-Am's Outlander is an ATV and Mitsubishi's an SUV; Jeep's Patriot is an SUV and Case IH's a
 * sprayer; a Sea-Doo Challenger is a boat and a Dodge one a car. Patterns run on the query's tokens joined by single
 * spaces (`8R370` -> `8 r 370`, `T7.270` -> `t 7 270`).
 */
const JD = /\b(jd|john deere|deere|johndeere)\b/;
const CASE_IH = /\b(case|ih|cih|caseih|case ih|international)\b/;
const NH = /\b(nh|new holland|newholland|holland)\b/;
const KUBOTA = /\bkubota\b/;
const CLAAS = /\bclaas\b/;
const BOBCAT = /\bbobcat\b/;
const MACDON = /\bmacdon\b/;
const SEA_DOO = /\b(sea doo|seadoo)\b/;
const YAMAHA = /\byamaha\b/;
const KAWASAKI = /\bkawasaki\b/;
const POLARIS = /\bpolaris\b/;
const CAN_AM = /\b(can am|canam)\b/;
const HONDA = /\bhonda\b/;
const FORD = /\bford\b/;
const CHEVROLET = /\b(chevrolet|chevy|chev)\b/;
const GMC = /\bgmc\b/;
const TOYOTA = /\btoyota\b/;
const NISSAN = /\bnissan\b/;

export const FAMILY_CATEGORIES: ReadonlyArray<{ make?: RegExp; model: RegExp; categories: readonly string[] }> = [
  // Tractors
  { model: /\b(steiger|quadtrac|quad trac|versatile|fendt vario|vario)\b/, categories: ['tractor'] },
  { make: CASE_IH, model: /\b(magnum|puma|maxxum|optum|farmall|vestrum|luxxum)\b/, categories: ['tractor'] },
  // Deere's 6R to 9R, with their RX and RT track versions; the number in front is the frame.
  { model: /\b[5-9] r[xt]?\b/, categories: ['tractor'] },
  { make: NH, model: /\bt [4-9]\b|\bgenesis\b/, categories: ['tractor'] },
  { make: KUBOTA, model: /\b(m [4-9]|mx|l|lx|bx|b)\b/, categories: ['tractor'] },
  { make: CLAAS, model: /\b(axion|arion|xerion|atles)\b/, categories: ['tractor'] },
  // Combines
  { model: /\b(axial flow|lexion|tucano|gleaner)\b/, categories: ['combine'] },
  { make: JD, model: /\bs [6-9] ?\d\d\b|\bx [89]\b|\bsts\b/, categories: ['combine'] },
  { make: NH, model: /\b(cr|cx|tx|tr)\b/, categories: ['combine'] },
  { make: CASE_IH, model: /\baf\b/, categories: ['combine'] },
  { make: CLAAS, model: /\btrion\b/, categories: ['combine'] },
  // Sprayers, windrowers and headers
  { model: /\brogator\b/, categories: ['sprayer'] },
  { make: CASE_IH, model: /\b(patriot|trident)\b/, categories: ['sprayer'] },
  { make: NH, model: /\bguardian\b/, categories: ['sprayer'] },
  { model: /\bspeedrower\b/, categories: ['swather'] },
  { make: MACDON, model: /\bm \d{3,4}\b/, categories: ['swather'] },
  { make: MACDON, model: /\b(fd|d|pw) \d{1,3}\b/, categories: ['header'] },
  // Loaders: Bobcat's S is on wheels, T on tracks, E an excavator.
  { make: BOBCAT, model: /\bs \d{2,3}\b/, categories: ['skid_steer'] },
  { make: BOBCAT, model: /\bt \d{2,3}\b/, categories: ['compact_track_loader', 'skid_steer'] },
  { make: BOBCAT, model: /\be \d{2,3}\b/, categories: ['excavator'] },
  { make: KUBOTA, model: /\bsvl\b/, categories: ['compact_track_loader', 'skid_steer'] },
  { make: KUBOTA, model: /\b(kx|u \d{2})\b/, categories: ['excavator'] },
  // Water: a Sea-Doo GTX is a personal watercraft, a Sea-Doo Challenger a jet boat.
  {
    make: SEA_DOO,
    model: /\b(gtx|gti|gtr|rxp|rxt|spark|wake|fish ?pro|explorer)\b/,
    categories: ['personal_watercraft'],
  },
  { make: SEA_DOO, model: /\b(challenger|speedster|switch|sportster)\b/, categories: ['boat'] },
  { make: YAMAHA, model: /\b(vx|fx|gp|ex|superjet|jetblaster)\b/, categories: ['personal_watercraft'] },
  { make: KAWASAKI, model: /\b(ultra|stx|sx)\b/, categories: ['personal_watercraft'] },
  // Side-by-sides and quads whose names are also cars and pickups.
  { make: POLARIS, model: /\b(ranger|rzr|general|xpedition)\b/, categories: ['utv'] },
  { make: POLARIS, model: /\bsportsman\b/, categories: ['atv'] },
  { make: CAN_AM, model: /\b(maverick|defender|commander)\b/, categories: ['utv'] },
  { make: CAN_AM, model: /\b(outlander|renegade)\b/, categories: ['atv'] },
  { make: HONDA, model: /\b(pioneer|talon)\b/, categories: ['utv'] },
  { make: HONDA, model: /\b(foreman|rancher|rubicon)\b/, categories: ['atv'] },
  { make: KAWASAKI, model: /\b(mule|teryx)\b/, categories: ['utv'] },
  { make: KAWASAKI, model: /\bbrute force\b/, categories: ['atv'] },
  // Pickups
  { make: FORD, model: /\bf [1-4]50\b|\b(ranger|maverick)\b/, categories: ['pickup'] },
  { model: /\bf [1-4]50\b/, categories: ['pickup'] },
  { make: CHEVROLET, model: /\b(silverado|colorado)\b/, categories: ['pickup'] },
  { make: GMC, model: /\b(sierra|canyon)\b/, categories: ['pickup'] },
  { make: TOYOTA, model: /\b(tundra|tacoma)\b/, categories: ['pickup'] },
  { make: NISSAN, model: /\b(titan|frontier)\b/, categories: ['pickup'] },
  { model: /\bram [1-5]500\b|\bcybertruck\b/, categories: ['pickup'] },
];
