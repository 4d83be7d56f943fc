import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { markReadAtStart } from '../shared/api/read-at-start';
import { haulQueryOptions } from '../shared/hauls/haul-api';
import { paths } from '../shared/navigation/paths';
import { readToken } from '../shared/session/session';

/**
 * How long the app's first render waits for its page's first data once the page's code is in, where the server's
 * signed-in first paint stands in for the page meanwhile (main.tsx). That paint already shows what the page's loading
 * state would, the load's title written in as it arrives; a longer wait (a weak signal) only leaves the header's
 * buttons dead for longer, so past it the app draws its loading state as on any other start.
 */
export const FIRST_DATA_WAIT_MS = 2_000;

/**
 * Reads into `queryClient` what the page at `pathname` shows first, where the server drew it before its data (the job
 * page's load, whose early read public/signed-in-start.js started): the app's first screen then replaces the server's
 * with the whole page in one commit, rather than with a loading state that takes the title away again. Settles once
 * the read is done, whether it succeeded or not (the page shows a failure itself); at once anywhere else.
 */
export const loadAddressData = async (queryClient: QueryClient, pathname: string): Promise<void> => {
  const job = matchPath(paths.job.root.path, pathname);
  // With no key the page asks for a login and reads nothing.
  if (!job?.params.haulId || readToken() === null) return;
  const query = haulQueryOptions(job.params.haulId);
  await queryClient.prefetchQuery(query);
  // The page mounting with it takes it as it is (a failure is asked again, as always).
  if (queryClient.getQueryState(query.queryKey)?.status === 'success') {
    markReadAtStart(queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true }));
  }
};
