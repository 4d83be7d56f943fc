import type { DeliveryInspectionBody, PickupInspectionBody } from '@freight/domain';
import { useSyncExternalStore } from 'react';
import type { StoredPhoto } from '../inspection/inspection-photos';

/**
 * The driver's moves made with no signal, kept in localStorage until the server has them: a reload, a closed app
 * or a restarted phone loses none. Each is stamped with the account that made it; only that account sends it.
 * Logging out keeps them (they are the driver's own moves, not data read from the server): they go out when the
 * same driver logs in again, and no other account ever sees or sends them.
 */
/** An inspection waiting with its move: its photos are kept in IndexedDB (inspection-photos.ts) until sent. */
type PendingPickupInspection = Omit<PickupInspectionBody, 'photos'> & { photos: StoredPhoto[] };
type PendingDeliveryInspection = Omit<DeliveryInspectionBody, 'photos'> & { photos: StoredPhoto[] };

/** Moves saved before the inspection existed carry none; the server then refuses them with its code. */
export type OutboxMove =
  | { kind: 'pick_up'; inspection?: PendingPickupInspection }
  | { kind: 'complete'; code: string; inspection?: PendingDeliveryInspection }
  | { kind: 'location'; lat: number; lon: number; accuracy: number | null };

/** Whose move, on which load. */
type MoveOwner = {
  userId: string;
  haulId: string;
  /** The cargo's name (make and model), for the notice that tells how it went. */
  cargoName: string;
};

export type OutboxItem = OutboxMove & MoveOwner & { id: string; savedAt: number };

const STORAGE_KEY = 'outbox';

const listeners = new Set<() => void>();
let cached: { text: string | null; items: OutboxItem[] } = { text: null, items: [] };

const readAll = (): OutboxItem[] => {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return [];
  }
  // The same array while nothing changed, so React sees no change either.
  if (text === cached.text) return cached.items;
  let items: OutboxItem[] = [];
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    items = Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
  } catch {
    items = [];
  }
  cached = { text, items };
  return items;
};

const writeAll = (items: OutboxItem[]): void => {
  try {
    if (items.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Blocked storage: the move stays only as long as the page; nothing better is possible.
  }
  for (const listener of listeners) listener();
};

/** This account's moves, oldest first: the order they were made in is the order they are sent in. */
export const outboxOf = (userId: string): OutboxItem[] => readAll().filter((item) => item.userId === userId);

/**
 * Keeps a move for later. A newer position replaces an older unsent one of the same load: the shipper wants to know
 * where the load is, not where it was. Any other move is kept once: a second tap on "Picked up" adds nothing.
 */
export const addToOutbox = (item: OutboxMove & MoveOwner, now = Date.now()): void => {
  const sameMove = (other: OutboxItem) =>
    other.userId === item.userId && other.haulId === item.haulId && other.kind === item.kind;
  const existing = readAll();
  if (item.kind === 'pick_up' && existing.some(sameMove)) return;
  // A newer position, or a code typed again, replaces the one not sent yet.
  const others = existing.filter((other) => !sameMove(other));
  const id = `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  writeAll([...others, { ...item, id, savedAt: now }]);
};

export const removeFromOutbox = (id: string): void => {
  writeAll(readAll().filter((item) => item.id !== id));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's changes arrive as storage events.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

const NONE: OutboxItem[] = [];
const useAllMoves = () => useSyncExternalStore(subscribe, readAll, () => NONE);

/** How many of this account's moves wait for a signal. */
export const usePendingCount = (userId: string | undefined): number =>
  useAllMoves().filter((item) => item.userId === userId).length;

/** The moves of one load still waiting for a signal, for the job page. */
export const usePendingMoves = (userId: string | undefined, haulId: string): OutboxItem[] =>
  useAllMoves().filter((item) => item.userId === userId && item.haulId === haulId);
