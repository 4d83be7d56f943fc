import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { URLSearchParamsInit } from 'react-router';
import { useToken } from '../../shared/session/session';
import { useSession } from '../../shared/session/session-provider';
import { profileQueryOptions } from '../../shared/session/user-api';
import { homeSearchOf } from './home-search';
import { readFilters, writeFilters } from './search-filters';

type SetParams = (params: URLSearchParamsInit, options: { replace: boolean }) => void;

/**
 * Opens the search on the driver's home search when the page was opened with no filter in the address (issue 21). The
 * filters are written into the address (replacing it, so Back does not bounce), where the driver changes them like
 * any others; the open tab is kept; once the page has started, an empty address (Clear) stays empty.
 *
 * `startFilters` is the home search from the render the profile arrives in until the address holds it, so the page
 * asks for its results at once instead of after the address has changed (issue 22: a phone on a weak signal waited a
 * navigation for it, and the page asked for an unfiltered search in between, then threw it away).
 */
export const useHomeSearch = ({ params, setParams }: { params: URLSearchParams; setParams: SetParams }) => {
  const { status } = useSession();
  const token = useToken();
  // Shares the cache entry useDriverStanding reads afresh, so this asks the server nothing more.
  const profile = useQuery({ ...profileQueryOptions(token), enabled: status === 'registered' });
  // Only filters count: a login token or the open tab in the address is no search of the driver's own.
  const hasFilters = writeFilters(readFilters(params)).toString() !== '';
  const [isPending, setIsPending] = useState(() => !hasFilters);
  // The address is written once; the page stays pending until the router shows it, never searching an empty one.
  const [isWritten, setIsWritten] = useState(false);
  const driver = profile.data?.driver ?? null;
  const home = useMemo(() => homeSearchOf(driver), [driver]);
  // A session still loading its user may yet be a driver's; a visitor's or a temporary one's never is.
  const isProfileKnown = profile.isSuccess || profile.isError || status === 'visitor' || status === 'temporary';

  // The address is the outside world here: the effect writes the home search into it once, then stands down.
  useEffect(() => {
    if (!isPending) return;
    if (hasFilters || (isProfileKnown && !home)) {
      setIsPending(false);
      return;
    }
    if (!home || isWritten) return;
    // The open tab stays: a link to Saved searches or New for you opens there, with the home search behind it.
    const next = writeFilters(home);
    const view = params.get('view');
    if (view) next.set('view', view);
    setParams(next, { replace: true });
    setIsWritten(true);
  }, [isPending, isWritten, hasFilters, isProfileKnown, home, params, setParams]);

  // An address holding filters has started, from the render it arrives in: waiting for the effect above to say so
  // left one render with neither the start filters nor the address's, which unmounted the search screen (and the
  // focus on its tabs) between the two.
  const isStarting = isPending && !hasFilters;
  return { isStarting, startFilters: isStarting ? home : null };
};
