import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The parts of the search a driver reaches for rather than reads (issue 22): the filters form (Mantine's MultiSelect,
 * NumberInput, SegmentedControl, the place search and their popovers), the phone's filters drawer (Modal, focus trap,
 * scroll lock) and the save dialog. A phone shows none of them until asked, so they are neither fetched nor run
 * before the list: each loads when a hand reaches for its button (`preloadSearchTools`) or when it first shows.
 */
const loadForm = () => import('./search-filters-form');
const loadDrawer = () => import('./filters-drawer');
const loadSaveDialog = () => import('./save-search-dialog');

const SearchFiltersForm = lazy(() => loadForm().then((module) => ({ default: module.SearchFiltersForm })));
const FiltersDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.FiltersDrawer })));
const SaveSearchDialog = lazy(() => loadSaveDialog().then((module) => ({ default: module.SaveSearchDialog })));

/** Fetches the filters (form and drawer) ahead of a tap: on pointing at, touching or focusing their button. */
export const preloadFilters = () => {
  void loadForm();
  void loadDrawer();
};

export const preloadSaveDialog = () => void loadSaveDialog();

export const LazySearchFiltersForm = (props: ComponentProps<typeof SearchFiltersForm>) => (
  <Suspense fallback={<Skeleton height={480} radius="md" />}>
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
