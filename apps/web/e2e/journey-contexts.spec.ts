import { expect, test } from './support/test';

// support/test.ts: the contexts a journey opens itself are closed when it ends, so no journey shares the browser with
// the live pages of the ones before it. The two run in order in one worker (the file is not fully parallel).
test('a journey opens a browser of its own and leaves it open', async ({ browser }) => {
  const context = await browser.newContext();
  await context.newPage();
  expect(browser.contexts()).toContain(context);
});

test('the next journey in the worker finds no browser context left open', async ({ browser }) => {
  expect(browser.contexts()).toEqual([]);
});
