/**
 * How long an answer the app's start read before its first screen (app/address-data.ts: the job page's load, while
 * the server's first paint stood in) counts as fresh for that screen: it mounts seconds later on a slow phone, and
 * would otherwise ask the server again at once for what it has just been given.
 */
export const READ_AT_START_FRESH_MS = 30_000;

type ReadQuery = { state: { dataUpdatedAt: number } };

/** Each query the start read, with the moment of that answer: a later answer (a move, a reread) is fresh as usual. */
const readsAtStart = new WeakMap<object, number>();

/** The query now holds the start's answer. */
export const markReadAtStart = (query: ReadQuery | undefined): void => {
  if (query) readsAtStart.set(query, query.state.dataUpdatedAt);
};

/** Whether the query still holds the answer the start read for it. */
export const holdsReadAtStart = (query: ReadQuery): boolean => readsAtStart.get(query) === query.state.dataUpdatedAt;

/** A query's `staleTime`: the start's answer stays fresh for READ_AT_START_FRESH_MS, any other is stale at once. */
export const staleUnlessReadAtStart = (query: ReadQuery): number =>
  holdsReadAtStart(query) ? READ_AT_START_FRESH_MS : 0;
