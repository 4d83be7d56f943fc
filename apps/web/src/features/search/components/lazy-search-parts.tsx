import { type ComponentProps, Suspense } from 'react';
import { lazyWithMantine } from '../../../shared/ui/lazy-with-mantine';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton';

/**
 * The parts of the search a driver reaches for rather than reads (issue 22): the filters form (Mantine's MultiSelect,
 * NumberInput, SegmentedControl, the place search and their popovers), the phone's filters drawer (Modal, focus trap,
 * scroll lock) and the save dialog. A phone shows none of them until asked, so they are neither fetched nor run
 * before the list: each loads when a hand reaches for its button (`preloadSearchTools`) or when it first shows. The
 * page around them is drawn plain (decision 024), so each brings Mantine's stylesheet and context with its code.
 */
const SearchFiltersForm = lazyWithMantine(() => import('./search-filters-form'), 'SearchFiltersForm');
const FiltersDrawer = lazyWithMantine(() => import('./filters-drawer'), 'FiltersDrawer');
const SaveSearchDialog = lazyWithMantine(() => import('./save-search-dialog'), 'SaveSearchDialog');

/** Fetches the filters (form and drawer) ahead of a tap: on pointing at, touching or focusing their button. */
export const preloadFilters = () => {
  void SearchFiltersForm.preload();
  void FiltersDrawer.preload();
};

export const preloadSaveDialog = () => void SaveSearchDialog.preload();

export const LazySearchFiltersForm = (props: ComponentProps<typeof SearchFiltersForm>) => (
  <Suspense fallback={<PlainSkeleton height={480} />}>
    <SearchFiltersForm {...props} />
  </Suspense>
);

/** Renders nothing until first opened; once loaded it stays, so closing keeps Mantine's transition. */
export const LazyFiltersDrawer = (props: ComponentProps<typeof FiltersDrawer>) => (
  <Suspense fallback={null}>
    <FiltersDrawer {...props} />
  </Suspense>
);

export const LazySaveSearchDialog = (props: ComponentProps<typeof SaveSearchDialog>) => (
  <Suspense fallback={null}>
    <SaveSearchDialog {...props} />
  </Suspense>
);
