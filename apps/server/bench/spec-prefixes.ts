import type { SpecRow } from '../src/modules/spec';

/** A tiny deterministic generator, so every run types the same text. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** How people shorten or lead a search for a machine: the short make, a year, a kind of machine. */
const SHORT_MAKES: Readonly<Record<string, string>> = {
  'John Deere': 'jd',
  'Case IH': 'cih',
  'New Holland': 'nh',
  'Massey Ferguson': 'mf',
  Caterpillar: 'cat',
  Chevrolet: 'chevy',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One letter of the text changed, dropped or doubled. */
const misspelt = (text: string, random: () => number): string => {
  const at = 1 + Math.floor(random() * (text.length - 2));
  const edit = Math.floor(random() * 3);
  if (edit === 0) return text.slice(0, at) + LETTERS.charAt(Math.floor(random() * 26)) + text.slice(at + 1);
  if (edit === 1) return text.slice(0, at) + text.slice(at + 1);
  return text.slice(0, at) + text.charAt(at) + text.slice(at);
};

/**
 * What people type into the machine search, drawn from the catalogue's own rows: "make model" typed up to a random
 * point (most searches), one in five with the short make ("jd 8r 3"), one in ten with a year or the kind of machine
 * in front ("2019 f-150", "tractor kubota m7"), one in ten misspelt by one letter (the typo path, the slowest).
 */
export const specPrefixes = (rows: readonly SpecRow[], count: number): string[] => {
  const random = seeded(20_261_126);
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const row = rows[Math.floor(random() * rows.length)] as SpecRow;
    const make = random() < 0.2 ? (SHORT_MAKES[row.make] ?? row.make) : row.make;
    const lead = random() < 0.1 ? `${random() < 0.5 ? 2010 + Math.floor(random() * 16) : row.category} ` : '';
    const whole = `${lead}${make} ${row.model}`;
    if (random() < 0.1) {
      prefixes.push(misspelt(whole.toLowerCase(), random));
      continue;
    }
    const typed = whole.slice(0, Math.max(2, Math.ceil(random() * whole.length))).trim();
    if (typed.length >= 2) prefixes.push(typed);
  }
  return prefixes;
};
