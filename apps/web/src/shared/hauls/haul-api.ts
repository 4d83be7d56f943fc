import type { Haul } from '@freight/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { staleUnlessReadAtStart } from '../api/read-at-start';

/** One haul as its shipper sees it (GET /haul/{id}/): the quote, the post flow and the job page all read it. */
export const haulQueryKey = (haulId: string) => ['haul', haulId] as const;

const getHaul = ({ haulId, signal }: { haulId: string; signal?: AbortSignal }) =>
  apiRequest(`/haul/${haulId}/`, { schema: lazySchema('HaulSchema'), signal });

export const haulQueryOptions = (haulId: string | null) =>
  queryOptions({
    queryKey: haulQueryKey(haulId ?? ''),
    queryFn: ({ signal }) => getHaul({ haulId: haulId ?? '', signal }),
    enabled: haulId !== null,
    // The app's start reads a load's page's load before its first screen (app/address-data.ts).
    staleTime: staleUnlessReadAtStart,
  });

export const useHaul = (haulId: string | null) => useQuery(haulQueryOptions(haulId));

/**
 * After a move the server answered with the whole haul (as GET /haul/{id}/ shows it to the same user): the answer is
 * shown at once rather than asked for again. Only what it does not hold is read again: the queries under the haul's
 * key (its offers, money, driver profile) and the lists it appears in.
 */
const showHaulAnswer = (queryClient: QueryClient, haul: Haul) => {
  const key = haulQueryKey(haul.id);
  queryClient.setQueryData(key, haul);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length }),
    queryClient.invalidateQueries({ queryKey: ['hauls'] }),
  ]);
};

/** After a refused move (a 409 because another driver was faster, say): the haul and its lists as they now are. */
const rereadHaul = (queryClient: QueryClient, haulId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: haulQueryKey(haulId) }),
    queryClient.invalidateQueries({ queryKey: ['hauls'] }),
  ]);

/** The haul a move acts on: its id, or variables that name it. */
type HaulMoveVariables = string | { haulId: string };

/**
 * A move on one haul whose answer is the whole haul: the answer is shown at once (not awaited, so the screen's own
 * callbacks need not wait for the lists). After a refusal (even a 409 because another driver was faster) the haul is
 * read again, so the page shows where it stands now.
 */
export const useHaulMove = <Variables extends HaulMoveVariables>(send: (variables: Variables) => Promise<Haul>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (haul) => void showHaulAnswer(queryClient, haul),
    onError: (_error, variables) =>
      void rereadHaul(queryClient, typeof variables === 'string' ? variables : variables.haulId),
  });
};

/**
 * An action on something that hangs under a haul (an offer, a review, a position): its answer is not the haul, so
 * the haul is read again with everything under its key, whether the action went through or not.
 */
export const useActionOnHaul = <Variables extends { haulId: string }, Answer>(
  send: (variables: Variables) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_answer, _error, { haulId }) => rereadHaul(queryClient, haulId),
  });
};

/** POST /haul/{id}/resume/: a draft reopened, or a deleted load brought back as a draft (My Loads and the job page). */
export const useResumeHaul = () =>
  useHaulMove((haulId: string) =>
    apiRequest(`/haul/${haulId}/resume/`, { method: 'POST', schema: lazySchema('HaulSchema') }),
  );
