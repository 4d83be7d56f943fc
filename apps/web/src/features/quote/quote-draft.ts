import type { LoadType, SpecMatch } from '@freight/domain';
import { useSyncExternalStore } from 'react';
import type { ChosenPlace } from '../../shared/geo/chosen-place';

/** A place as the user picked it: from the place search, the map or their current location. */
export type PickedPlace = ChosenPlace;

/** The load as typed, always in metres and kilograms whatever units the form shows. */
export type CargoDraft = {
  make_model: string;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  load_type: LoadType;
  /** Catalogue name of the machine picked through the spec search, if any. */
  spec_name?: string;
  /** How the picked row relates to what was typed: anything but 'model' asks the user to check the dimensions. */
  spec_match?: SpecMatch;
  /** Its catalogue category (`fifth_wheel`, `combine` ...): the quote chooses the truck from it. */
  spec_category?: string;
};

export type QuoteDraft = {
  origin: PickedPlace | null;
  destination: PickedPlace | null;
  load: CargoDraft | null;
  /** The draft haul the server keeps the quote as, once priced. */
  haulId: string | null;
};

const STORAGE_KEY = 'quoteDraft';
const EMPTY: QuoteDraft = { origin: null, destination: null, load: null, haulId: null };

const listeners = new Set<() => void>();
let snapshot: QuoteDraft | null = null;

/** Kept for the tab's life (sessionStorage): a reload or a detour to log in does not lose what was typed. */
const read = (): QuoteDraft => {
  if (snapshot) return snapshot;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    snapshot = stored ? { ...EMPTY, ...(JSON.parse(stored) as Partial<QuoteDraft>) } : EMPTY;
  } catch {
    snapshot = EMPTY;
  }
  return snapshot;
};

export const readQuoteDraft = read;

export const updateQuoteDraft = (changes: Partial<QuoteDraft>): void => {
  snapshot = { ...read(), ...changes };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Without storage the draft lives as long as the page does.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useQuoteDraft = (): QuoteDraft => useSyncExternalStore(subscribe, read, () => EMPTY);

/** Two picks closer than this (metres) are the same place (spec 5: origin and destination must differ). */
export const SAME_PLACE_M = 500;
