let loading: Promise<unknown> | undefined;
let loadingToasts: Promise<unknown> | undefined;

/**
 * Mantine's stylesheets, fetched once and never render-blocking (decision 024): the first screens are drawn with
 * plain elements and CSS modules, and whatever draws a Mantine component waits for this first (lazy pages, the
 * place search's dropdown, dialogs); the toasts need only theirs (loadToastStyles). The `.layer.css` files put every
 * Mantine rule in `@layer mantine`, so our unlayered CSS modules win over them whatever order the files arrive in.
 * A fetch that failed (no signal) is asked again next time rather than remembered, as the parts waiting on it are.
 */
export const loadMantineStyles = (): Promise<unknown> => {
  loading ??= Promise.all([
    import('@mantine/core/styles.layer.css'),
    import('@mantine/notifications/styles.layer.css'),
  ]).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * The toasts' own stylesheet (toast-styles.css), unless the whole sheet was asked for first. Within Mantine's layer
 * the later of two equal rules wins, and the whole sheet puts the plain button's reset before the rules of every
 * button drawn on it: the toasts' copy of that reset added after it would take the background off Mantine's buttons.
 * Added before it, the whole sheet's copy comes after and keeps Mantine's order.
 */
export const loadToastStyles = (): Promise<unknown> => {
  loadingToasts ??= (loading ?? import('./toast-styles.css')).catch((error: unknown) => {
    loadingToasts = undefined;
    throw error;
  });
  return loadingToasts;
};
