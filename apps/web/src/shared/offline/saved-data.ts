import { type HaulStatus, isTravelling, statusAllows } from '@freight/domain';
import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { holdsReadAtStart } from '../api/read-at-start';
import { readToken } from '../session/session';

/**
 * What was last read from the API, kept in localStorage so a driver with no signal still sees their loads after a
 * reload or a restart of the phone. TanStack Query writes and reads the cache itself (dehydrate/hydrate); this file
 * only decides what is kept, for whom, and for how long.
 */
const STORAGE_KEY = 'saved-data';

/** Older than this, a load's details are more likely wrong than useful. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are bunched: a page that answers ten queries at once is saved once. */
const SAVE_DELAY_MS = 1_000;

/**
 * Only what a driver or shipper needs on the road: who they are, their loads (lists and each load with what hangs
 * under it: money, offers) and the settings that format them. Picture files are object URLs that die with the page.
 */
const KEPT_QUERIES = new Set(['session', 'haul', 'hauls', 'public-config', 'exchange-rates']);

type SavedData = { owner: string; savedAt: number; state: DehydratedState };

/**
 * Whose data this is, without writing the session key a second time: a 53-bit hash of it (cyrb53). Another
 * account, or the same person after logging in again, has another key, so it never sees these answers.
 */
export const ownerOf = (token: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

const isKept = (query: Query) =>
  query.state.status === 'success' && KEPT_QUERIES.has(String(query.queryKey[0])) && query.state.data !== undefined;

const readSaved = (): SavedData | null => {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as SavedData) : null;
  } catch {
    return null;
  }
};

export const forgetSavedData = (): void => {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage held nothing.
  }
};

/**
 * Puts back what this account saved last time, before the first screen asks for it. Another account's data, or data
 * older than a week, is removed instead. Returns whether anything was restored.
 */
export const restoreSavedData = (queryClient: QueryClient, now = Date.now()): boolean => {
  const saved = readSaved();
  if (!saved) return false;
  const token = readToken();
  if (!token || saved.owner !== ownerOf(token) || now - saved.savedAt > MAX_AGE_MS) {
    forgetSavedData();
    return false;
  }
  hydrate(queryClient, saved.state);
  // What was saved is shown at once but never taken for fresh: each screen asks the server again as it mounts (the
  // copy may be a second older than a change made just before a reload), and keeps the copy when no answer comes.
  // Not what the start has just read from the server for the first screen (app/address-data.ts), which is newer.
  void queryClient.invalidateQueries({ refetchType: 'none', predicate: (query) => !holdsReadAtStart(query) });
  return true;
};

const save = (queryClient: QueryClient): void => {
  const token = readToken();
  // Logged out: nothing of the last account may stay on the device.
  if (!token) {
    forgetSavedData();
    return;
  }
  const saved: SavedData = {
    owner: ownerOf(token),
    savedAt: Date.now(),
    state: dehydrate(queryClient, { shouldDehydrateQuery: isKept }),
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Full storage: better nothing than an old copy that no longer matches the account's loads.
    forgetSavedData();
  }
};

type ListedHaul = { id: string; status: HaulStatus };

/** A load its driver has to act on away from a signal: taken (waiting to be confirmed), confirmed, on its way. */
const isOnTheRoad = (haul: ListedHaul) => statusAllows('confirm', haul.status) || isTravelling(haul.status);

/**
 * A list of the reader's hauls (the dashboard's "driving" list, My Loads) holds each haul as GET /haul/{id}/ answers it
 * (one view on the server): each haul on the road is stored as its own answer too, unless a newer one is kept. So a
 * driver who opened their dashboard once with a signal can open any of their jobs with none.
 */
export const keepListedHauls = (queryClient: QueryClient, list: Query): void => {
  if (list.queryKey[0] !== 'hauls' || list.state.status !== 'success') return;
  const results = (list.state.data as { results?: ListedHaul[] } | undefined)?.results ?? [];
  for (const haul of results.filter(isOnTheRoad)) {
    const known = queryClient.getQueryState(['haul', haul.id]);
    if (known?.data !== undefined && known.dataUpdatedAt >= list.state.dataUpdatedAt) continue;
    queryClient.setQueryData(['haul', haul.id], haul, { updatedAt: list.state.dataUpdatedAt });
  }
};

/**
 * Saves the kept queries a moment after any of them changes, and stores the loads a fresh list holds; returns the
 * way to stop.
 */
export const keepSavingData = (queryClient: QueryClient): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    if (event.type === 'updated' && event.action.type === 'success') keepListedHauls(queryClient, event.query);
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      save(queryClient);
    }, SAVE_DELAY_MS);
  });
  return () => {
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
  };
};

/** When the newest kept answer arrived: what "showing what was saved at HH:MM" tells. Null with nothing kept. */
export const newestSavedAt = (queryClient: QueryClient): number | null => {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter(isKept)
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.max(...times) : null;
};
