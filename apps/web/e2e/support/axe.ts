import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as DESIGN.md section 9 asks: every level A and AA rule up to 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (up to 5 s) until no finite CSS animation or transition runs: a toast fading in is measured at part opacity,
 * which axe reports as too little contrast although the settled toast passes. Endless ones (a spinner) are ignored.
 */
const settleAnimations = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);

/** Axe's findings on the page as it is now: rule id, help and the offending nodes, readable without the trace. */
const violationsNow = async (page: Page) => {
  await settleAnimations(page);
  // Legacy mode runs axe.run in the page itself. The default opens a blank page in the same browser context for each
  // check to merge per-frame results (a new page, axe injected a second time: about a third of each check on the
  // shared machine). Same rules on the same document; only cross-origin frames would go unchecked, and the app has
  // none here (its CSP allows frames only from Hotjar, which this run does not configure).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => node.target) }));
};

/**
 * Passes as soon as one check finds nothing. A toast that mounts just after the animations were waited for is still
 * fading in when axe measures it (a loaded machine's booking journey failed on `color-contrast` so); a violation
 * that stays fails when the expectation's limit runs out, with the last findings.
 */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  await expect.poll(() => violationsNow(page), { intervals: [1_000] }).toEqual([]);
};
