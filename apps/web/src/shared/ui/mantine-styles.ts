let loading: Promise<unknown> | undefined;

/**
 * Mantine's stylesheets, fetched once and never render-blocking (decision 024): the first screens are drawn with
 * plain elements and CSS modules, and whatever draws a Mantine component waits for this first (lazy pages, the
 * place search's dropdown, dialogs, toasts); the rest of the app asks for it once the page is idle. The `.layer.css`
 * files put every Mantine rule in `@layer mantine`, so our unlayered CSS modules win over them whatever order the
 * files arrive in.
 */
export const loadMantineStyles = (): Promise<unknown> => {
  loading ??= Promise.all([
    import('@mantine/core/styles.layer.css'),
    import('@mantine/notifications/styles.layer.css'),
  ]);
  return loading;
};
