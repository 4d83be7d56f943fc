import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN, lazyPage } from './lazy-page';

const Page = () => null;

/** React.lazy's own start of the load, as the first render that needs the page calls it. */
const startRenderLoad = (page: unknown): Promise<{ default: unknown }> => {
  const lazy = page as { _init: (payload: unknown) => unknown; _payload: unknown };
  try {
    lazy._init(lazy._payload);
  } catch (thrown) {
    // React.lazy throws the load's promise while the page is not in yet.
    return thrown as Promise<{ default: unknown }>;
  }
  throw new Error('the page rendered before its load was asked for');
};

describe('a lazily loaded page', () => {
  it('is loaded once for both the fetch ahead and the render, so a page fetched ahead shows in the first render', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page', FIRST_SCREEN);
    await page.preload();
    await page.preload();
    const rendered = await startRenderLoad(page);
    expect(rendered.default).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failed load, so the next visit can still open it', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page });
    const page = lazyPage(load, 'Page', FIRST_SCREEN);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
