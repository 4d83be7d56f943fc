import { embeddedGazetteer } from '../src/modules/geo';

/** A tiny deterministic generator, so every run types the same prefixes. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One letter of a name changed, dropped or doubled: the misspellings the typo fallback exists for. */
const misspelt = (name: string, random: () => number): string => {
  const at = 1 + Math.floor(random() * (name.length - 2));
  const letter = LETTERS.charAt(Math.floor(random() * LETTERS.length));
  const edit = Math.floor(random() * 3);
  if (edit === 0) return name.slice(0, at) + letter + name.slice(at + 1);
  if (edit === 1) return name.slice(0, at) + name.slice(at + 1);
  return name.slice(0, at) + name.charAt(at) + name.slice(at);
};

/** A whole postal code as written on an envelope: `S0L 2V0` for a Canadian area, `59101-1234` for a ZIP. */
const wholeCode = (code: string, random: () => number): string => {
  const digit = () => String(Math.floor(random() * 10));
  if (/^\d/.test(code)) return `${code}-${digit()}${digit()}${digit()}${digit()}`;
  return `${code} ${digit()}${LETTERS.charAt(Math.floor(random() * 26)).toUpperCase()}${digit()}`;
};

/**
 * What people type into the place search, drawn from the embedded gazetteer itself: prefixes of 2 to 8 letters of
 * real town names (most searches), one in ten a whole name misspelt by one letter (the slowest path: no name starts
 * with it), and for postal codes prefixes of 3 to 5 characters or, one in three, a whole code.
 */
export const placePrefixes = (count: number): string[] => {
  const gazetteer = embeddedGazetteer();
  const random = seeded(20_261_122);
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const place = gazetteer.place(Math.floor(random() * gazetteer.size));
    if (place.kind === 'postal') {
      prefixes.push(
        random() < 1 / 3 ? wholeCode(place.name, random) : place.name.slice(0, 3 + Math.floor(random() * 3)),
      );
      continue;
    }
    if (place.name.length >= 6 && random() < 0.1) {
      prefixes.push(misspelt(place.name.toLowerCase(), random));
      continue;
    }
    const prefix = place.name.slice(0, 2 + Math.floor(random() * 7)).trim();
    if (prefix.length >= 2) prefixes.push(prefix);
  }
  return prefixes;
};
