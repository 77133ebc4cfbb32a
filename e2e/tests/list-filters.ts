import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the list's "Filters and order" where a phone's width folds them (its summary shows), as a
 * visitor would, so the region, subregion and order controls can be used; nothing where they show.
 */
export async function openFilters(page: Page): Promise<void> {
  const summary = page.locator('summary', { hasText: 'Filters and order' });
  if (!(await summary.isVisible())) return;
  const folded = summary.locator('xpath=..');
  if (!(await folded.evaluate((details: HTMLDetailsElement) => details.open))) await summary.click();
  await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toBeVisible();
}
