import { embeddedGazetteer } from '../src/modules/geo';

/** A tiny deterministic generator, so every run types the same prefixes. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/**
 * What people type into the place search: prefixes of 2 to 8 letters of real town names (most searches), of 3 to 5
 * digits of US ZIP codes and Canadian forward sortation areas, drawn from the embedded gazetteer itself.
 */
export const placePrefixes = (count: number): string[] => {
  const gazetteer = embeddedGazetteer();
  const random = seeded(20_261_122);
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const place = gazetteer.place(Math.floor(random() * gazetteer.size));
    const isPostal = place.kind === 'postal';
    const length = isPostal ? 3 + Math.floor(random() * 3) : 2 + Math.floor(random() * 7);
    const prefix = place.name.slice(0, length).trim();
    if (prefix.length >= 2) prefixes.push(prefix);
  }
  return prefixes;
};
