import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './mantine-theme';

/**
 * Mantine's context for what draws its components: each lazily loaded part that does (pages, the menu drawer,
 * dialogs, toasts, the place search's dropdown, the map) is wrapped in one, so the first screens, drawn with plain
 * elements (decision 024), load none of Mantine (issue 22: its provider was 8 KB of the first load). The theme's CSS
 * variables are a stylesheet of the first load instead (mantine-theme.css, checked equal to what a provider would
 * write), so no scope writes them again, nor Mantine's responsive classes; `<html>` carries the colour scheme from
 * index.html. Scopes may nest (a page's dialog loaded later): the inner one only repeats the context.
 */
export const MantineScope = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
    {children}
  </MantineProvider>
);
