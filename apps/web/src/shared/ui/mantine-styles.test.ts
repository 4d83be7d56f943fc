import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The stylesheets fetched, in order, since the test began. */
const fetched: string[] = [];

describe("the toasts' stylesheet", () => {
  beforeEach(() => {
    fetched.length = 0;
    // Each test starts with nothing fetched: a fresh copy of mantine-styles.ts and of each sheet.
    vi.resetModules();
    vi.doMock('@mantine/core/styles.layer.css', () => {
      fetched.push('whole sheet');
      return {};
    });
    vi.doMock('@mantine/notifications/styles.layer.css', () => ({}));
    vi.doMock('./toast-styles.css', () => {
      fetched.push('toasts');
      return {};
    });
  });

  it('is only the toasts’ part of Mantine while nothing else asked for Mantine', async () => {
    const { loadToastStyles } = await import('./mantine-styles');
    await loadToastStyles();
    expect(fetched).toEqual(['toasts']);
  });

  it('comes before the whole sheet asked for later, so the whole sheet keeps Mantine’s order', async () => {
    const { loadMantineStyles, loadToastStyles } = await import('./mantine-styles');
    await loadToastStyles();
    await loadMantineStyles();
    expect(fetched).toEqual(['toasts', 'whole sheet']);
  });

  it('is the whole sheet once that was asked for (its plain-button reset added after would undo Mantine’s buttons)', async () => {
    const { loadMantineStyles, loadToastStyles } = await import('./mantine-styles');
    const whole = loadMantineStyles();
    await loadToastStyles();
    await whole;
    expect(fetched).toEqual(['whole sheet']);
  });
});
