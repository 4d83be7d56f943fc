/**
 * Whether a write failed on a unique index (PostgreSQL 23505), on pg and on PGlite alike: two requests racing past a
 * "does it exist" check (two sign-ups for one address, two driver profiles) are decided by the index.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};
