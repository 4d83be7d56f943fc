/**
 * A small seeded generator (mulberry32), so every run of the demo seed builds the same marketplace: the same loads
 * between the same places, the same bids. Not for anything secret.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let at = copy.length - 1; at > 0; at -= 1) {
      const other = Math.floor(this.next() * (at + 1));
      [copy[at], copy[other]] = [copy[other] as T, copy[at] as T];
    }
    return copy.slice(0, count);
  }

  /** A string of `length` random capital letters (no I or O, as on licence plates). */
  letters(length: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    return Array.from({ length }, () => alphabet[this.int(0, alphabet.length - 1)]).join('');
  }

  /** A string of `length` random digits. */
  digits(length: number): string {
    return Array.from({ length }, () => String(this.int(0, 9))).join('');
  }
}
