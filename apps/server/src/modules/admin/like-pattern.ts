/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const DAY_MS = 86_400_000;

/** [start of `from`, start of the day after `to`) in UTC, for "between these days, both included". */
export const dayRange = ({ from, to }: { from?: string; to?: string }) => ({
  since: from ? new Date(`${from}T00:00:00.000Z`) : null,
  before: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS) : null,
});

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
