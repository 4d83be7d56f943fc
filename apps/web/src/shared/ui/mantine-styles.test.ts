import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The stylesheets fetched, in order, since the test began. */
const fetched: string[] = [];
/** How many of the next fetches fail, as with no signal. */
let failing = 0;

const fetchSheet = (name: string) => {
  if (failing > 0) {
    failing -= 1;
    throw new Error(`no signal for ${name}`);
  }
  fetched.push(name);
  return {};
};

describe("the toasts' stylesheet", () => {
  beforeEach(() => {
    fetched.length = 0;
    failing = 0;
    // Each test starts with nothing fetched: a fresh copy of mantine-styles.ts and of each sheet.
    vi.resetModules();
    vi.doMock('@mantine/core/styles.layer.css', () => fetchSheet('whole sheet'));
    vi.doMock('@mantine/notifications/styles.layer.css', () => ({}));
    vi.doMock('./toast-styles.css', () => fetchSheet('toasts'));
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

  it('is asked for again after a fetch that failed, as is the whole sheet', async () => {
    const { loadMantineStyles, loadToastStyles } = await import('./mantine-styles');
    failing = 1;
    await expect(loadToastStyles()).rejects.toThrow();
    await loadToastStyles();
    failing = 1;
    await expect(loadMantineStyles()).rejects.toThrow();
    await loadMantineStyles();
    expect(fetched).toEqual(['toasts', 'whole sheet']);
  });
});
