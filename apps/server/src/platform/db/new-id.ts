import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** How many ids one draw of randomness serves. */
const IDS_PER_DRAW = 256;
const pool = new Uint8Array(16 * IDS_PER_DRAW);
let next = pool.length;

/**
 * 16 bytes from the system's cryptographic random source, drawn 4 KiB at a time. uuid 14 asks the source for each id
 * (`crypto.getRandomValues` on 16 bytes, a system call each): a stored quote writes several rows and spent about a
 * tenth of its CPU there (issue 24's profile); uuid itself pooled 256 bytes this way before version 10.
 */
const randomBytes = (): Uint8Array => {
  if (next >= pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const bytes = pool.subarray(next, next + 16);
  next += 16;
  return bytes;
};

/**
 * The last id's time and counter, as uuid keeps them when it draws its own randomness (it keeps none for randomness
 * given to it): ids made in one millisecond still sort in the order they were made, the counter starting at a random
 * point each millisecond (RFC 9562, method 1).
 */
const last = { msecs: Number.NEGATIVE_INFINITY, seq: 0 };
const sequenceStart = (random: Uint8Array) =>
  new DataView(random.buffer, random.byteOffset, random.byteLength).getUint32(6) & 0x7fffffff;

/**
 * A new row id: a UUIDv7, ordered by the time it was made (so inserts stay at the end of the primary key's index),
 * random otherwise. `at` (milliseconds since 1970) dates it instead, for rows written as of another moment (the demo
 * data's past loads); such ids are not ordered among themselves within a millisecond.
 */
export const newId = (at?: number): string => {
  const random = randomBytes();
  if (at !== undefined) return v7({ random, msecs: at });
  const now = Date.now();
  if (now > last.msecs) {
    last.msecs = now;
    last.seq = sequenceStart(random);
  } else {
    last.seq = (last.seq + 1) | 0;
    // The counter ran over within one millisecond: the next millisecond's ids follow on.
    if (last.seq === 0) last.msecs += 1;
  }
  return v7({ random, msecs: last.msecs, seq: last.seq });
};
