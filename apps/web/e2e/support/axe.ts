import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as DESIGN.md section 9 asks: every level A and AA rule up to 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // Rule id, help and the offending nodes make a failure readable without opening the trace.
  const summary = violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => node.target) }));
  expect(summary).toEqual([]);
};
