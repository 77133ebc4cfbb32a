import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Runs axe on the page as it is now; the test fails on any serious or critical violation. */
export async function expectNoSevereViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  // Each node with axe's reason (for a contrast: both colours and the ratio).
  const nodes = (violation: (typeof severe)[number]) => violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`);
  expect(severe.map((violation) => `${violation.id}: ${violation.help} (${nodes(violation).join('; ')})`)).toEqual([]);
}
