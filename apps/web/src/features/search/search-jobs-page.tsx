import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import typography from '../../shared/ui/typography.module.css';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useMarkSeen } from '../../shared/view-times/view-times-api';
import { SearchAccessNotice } from './components/search-access-notice';
import { SearchScreen, type SearchView } from './components/search-screen';
import { useHaulSearch } from './haul-search-api';
import classes from './search.module.css';
import { searchAccessOf } from './search-access';
import { readFilters, writeFilters } from './search-filters';
import { useDriverStanding } from './use-driver-standing';
import { useHomeSearch } from './use-home-search';

const VIEWS = ['results', 'alerts', 'saved'] as const satisfies readonly SearchView[];
const readView = (value: string | null): SearchView => VIEWS.find((view) => view === value) ?? 'results';

/**
 * Spec 2, search-jobs: posted loads on a map and in a list, filtered; saved searches and the alerts they raise. This
 * part decides whether the driver may search and what: it re-renders as the session, the driver's standing and the
 * address settle, cheaply, and hands the search on to `SearchScreen`, which only a new search or tab re-renders.
 */
export const SearchJobsPage = () => {
  const { t } = useTranslation('search');
  usePageTitle(t('title'));
  useMarkSeen('posted');
  const { status } = useSession();
  const { standing, isChecking } = useDriverStanding();
  const [params, setParams] = useSearchParams();
  const addressFilters = useMemo(() => readFilters(params), [params]);
  const view = readView(params.get('view'));
  const isAllowedBySession = searchAccessOf({ status, standing }) === 'allowed';

  // The home search is searched (and shown) as soon as it is known, while the address catches up with it.
  const { isStarting, startFilters } = useHomeSearch({ params, setParams });
  const shownFilters = startFilters ?? addressFilters;
  // The same object while the search is the same: the home search and the address holding it a moment later are one
  // search, and the screen below re-renders only for a new one.
  const searchKey = writeFilters(shownFilters).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters.
  const filters = useMemo(() => shownFilters, [searchKey]);
  const isSearchKnown = !isStarting || startFilters !== null;
  // Only the search's refusal is read here (a 403 says why the driver may not search): its answer re-renders the
  // results alone.
  const { error: searchError } = useHaulSearch(filters, isAllowedBySession && isSearchKnown);
  const access = searchAccessOf({ status, standing, searchError });
  const isAllowed = access === 'allowed';

  // The page's heading at once, where the search will show it, while the profile and the home search settle: the
  // driver reads where they are seconds sooner on a phone (issue 22), and the heading does not move when the tabs come.
  if (access === 'pending' || (isChecking && access !== 'log_in') || (!isSearchKnown && isAllowed)) {
    return (
      <div className={classes.stack}>
        <h1 className={`${typography.title} ${typography.h1}`}>{t('title')}</h1>
        <PageLoader />
      </div>
    );
  }
  if (!isAllowed) {
    return (
      <div className={`${classes.stack} ${classes.notice}`}>
        <h1 className={`${typography.title} ${typography.h1}`}>{t('title')}</h1>
        <SearchAccessNotice access={access} standing={standing} />
      </div>
    );
  }
  return <SearchScreen filters={filters} view={view} setParams={setParams} />;
};
