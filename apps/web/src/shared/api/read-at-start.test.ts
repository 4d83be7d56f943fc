import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { holdsReadAtStart, markReadAtStart, READ_AT_START_FRESH_MS, staleUnlessReadAtStart } from './read-at-start';

const KEY = ['haul', 'h1'];

/** A cache holding one answer read as the app's start reads it, and a counter of the server's reads. */
const startWithOneRead = async () => {
  const queryClient = new QueryClient();
  const read = vi.fn(async () => ({ title: 'Kubota M5-111' }));
  const options = { queryKey: KEY, queryFn: read, staleTime: staleUnlessReadAtStart };
  await queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().find({ queryKey: KEY, exact: true });
  return { queryClient, read, options, query };
};

/** A screen showing the query mounts: it reads again when its copy is stale. */
const mountScreen = (queryClient: QueryClient, options: ConstructorParameters<typeof QueryObserver>[1]) => {
  const observer = new QueryObserver(queryClient, options);
  return observer.subscribe(() => undefined);
};

describe('an answer the start read for the first screen', () => {
  it('is fresh for the screen that mounts with it, so the server is not asked again', async () => {
    const { queryClient, read, options, query } = await startWithOneRead();
    markReadAtStart(query);
    const unmount = mountScreen(queryClient, options);
    await vi.waitFor(() => expect(query?.state.fetchStatus).toBe('idle'));
    expect(read).toHaveBeenCalledTimes(1);
    expect(query && staleUnlessReadAtStart(query)).toBe(READ_AT_START_FRESH_MS);
    unmount();
  });

  it('is read again on mount when the start did not mark it, as any other answer', async () => {
    const { queryClient, read, options } = await startWithOneRead();
    const unmount = mountScreen(queryClient, options);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    unmount();
  });

  it('stops counting as fresh once a later answer replaces it', async () => {
    const { queryClient, query } = await startWithOneRead();
    markReadAtStart(query);
    expect(query && holdsReadAtStart(query)).toBe(true);
    // A move's answer, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 2));
    queryClient.setQueryData(KEY, { title: 'Kubota M5-111, picked up' });
    expect(query && holdsReadAtStart(query)).toBe(false);
    expect(query && staleUnlessReadAtStart(query)).toBe(0);
  });
});
