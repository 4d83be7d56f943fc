import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSettledAfterATurn } from '../testing/is-settled';

/** A page that has loaded and whose browser never falls idle: the first load is not over. */
const stubBusyPage = () => {
  const requestIdleCallback = vi.fn();
  vi.stubGlobal('window', { requestIdleCallback, addEventListener: vi.fn() });
  vi.stubGlobal('document', { readyState: 'complete' });
  return { requestIdleCallback };
};

describe('lazySchema', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('leaves the contracts until the first load is over on a first screen', async () => {
    const { requestIdleCallback } = stubBusyPage();
    const { lazySchema } = await import('./lazy-schema');
    const schema = lazySchema('UserSchema')();
    expect(await isSettledAfterATurn(schema)).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalled();
  });

  it('fetches them at once when a page other than the first screens opens', async () => {
    stubBusyPage();
    const { checkAnswersAtOnce, lazySchema } = await import('./lazy-schema');
    const schema = lazySchema('UserSchema')();
    checkAnswersAtOnce();
    const { UserSchema } = await import('@freight/domain');
    await expect(schema).resolves.toBe(UserSchema);
  });

  it("fetches a schema from another part's module by the same rule", async () => {
    const { requestIdleCallback } = stubBusyPage();
    const { checkAnswersAtOnce, lazySchemaOf } = await import('./lazy-schema');
    const schema = lazySchemaOf(() => import('../geo/geo-schemas'), 'RouteResponseSchema')();
    expect(await isSettledAfterATurn(schema)).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalled();
    checkAnswersAtOnce();
    const { RouteResponseSchema } = await import('@freight/domain');
    await expect(schema).resolves.toBe(RouteResponseSchema);
  });
});
