import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Prairie green. Shade 7 is the primary: white text on it, and it as link text on white, both pass WCAG AA (6.9:1).
const brand: MantineColorsTuple = [
  '#e6f4f1',
  '#cce7e1',
  '#99d0c3',
  '#66b8a5',
  '#3aa38b',
  '#1f8c73',
  '#137a63',
  '#0e6654',
  '#0a5243',
  '#063d32',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  // Picks dark text on light fills (the yellow call to action) and white on dark ones.
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", Arial, sans-serif',
  headings: { fontWeight: '750' },
  defaultRadius: 'md',
  // Plain objects rather than `Modal.extend(...)`: extend only adds types, and importing each component for it put
  // Modal, Drawer, Alert and their dependencies into every page's first load (issue 22).
  components: {
    // Mantine paints a titled notification's text gray-6 directly (3.3:1 on white), below AA.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
    // A light alert's title takes the alert's own colour, too pale in yellow and teal for AA: dark text keeps it legible.
    Alert: { styles: { title: { color: 'var(--mantine-color-dark-8)' } } },
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    // A spinner's aria-label ("Searching…") is only allowed on an element with a role: each one is a live status.
    // A status badge wraps onto a second line rather than cut a word ("DRIVER ACCEP…", "D…" on a 390 px phone): without
    // hidden overflow a squeezed badge keeps at least its longest word's width, and its height grows with its lines.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 },
      },
    },
    Loader: { defaultProps: { role: 'status' } },
    Drawer: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});

/** Mantine's default dimmed and error colours are too light for AA text contrast on white (3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
