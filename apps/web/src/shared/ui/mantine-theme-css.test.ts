import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './mantine-theme';

/** What MantineProvider writes into the page for the theme: its CSS variables, then its responsive classes. */
const providerStyles = (): string => {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const styles = [...markup.matchAll(/<style data-mantine-styles="(\w+)"[^>]*>([^<]*)<\/style>/g)];
  expect(styles.map(([, kind]) => kind)).toEqual(['true', 'classes']);
  return `${styles.map(([, , css]) => css).join('\n')}\n`;
};

describe('the theme stylesheet of the first load', () => {
  // The scopes that draw Mantine's components do not write these (mantine-scope.tsx): the stylesheet must say exactly
  // what a provider would. After a change to the theme, `npx vitest run -u` in apps/web writes it anew.
  it('holds what MantineProvider would write for the theme', async () => {
    await expect(providerStyles()).toMatchFileSnapshot('./mantine-theme.css');
  });
});
