import type { User } from '@freight/domain';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { UpdateUserOptions } from './user-api';

type Saving = typeof import('./user-mutations');

let loading: Promise<Saving> | undefined;

const loadSaving = (): Promise<Saving> => {
  if (!loading) {
    const started = import('./user-mutations');
    // A failed fetch is not kept: the next save asks again.
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
};

const onceOnline = () =>
  new Promise<void>((resolve) => {
    const unsubscribe = onlineManager.subscribe((isOnline) => {
      if (!isOnline) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Fetches the save's code ahead of a likely save (a hand on the language switch), so the save itself starts at once
 * and the code is at hand if the signal goes meanwhile.
 */
export const prefetchProfileSave = (): void => {
  loadSaving().catch(() => undefined);
};

/**
 * Saves changes to the signed-in user's profile from the first load's code (the header's language switch, the quote's
 * first step following the located country) without TanStack Query's mutation code on the first load (issue 22: 1.8
 * KB gzipped), which comes with the first save instead. Still a mutation (shared/session/user-mutations.ts), so a save
 * made offline waits for the signal and then goes, as `useUpdateUser`'s does; offline before its code was ever
 * fetched (a first visit, before the service worker keeps the files), the save waits for the signal before fetching
 * it, rather than failing.
 */
export const saveProfileChanges = async (queryClient: QueryClient, options: UpdateUserOptions): Promise<User> => {
  if (!loading && !onlineManager.isOnline()) await onceOnline();
  const { saveUser } = await loadSaving();
  return saveUser(queryClient, options);
};
