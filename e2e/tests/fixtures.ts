import { test as base, expect, type Page } from '@playwright/test';

/** Problems a test expects (by pattern); anything else seen on the page fails the test. */
export interface ExpectedProblems {
  allow(...patterns: RegExp[]): void;
}

/**
 * `test` whose `page` records console errors, uncaught exceptions, failed requests and HTTP error
 * answers, and fails the test on any the test did not allow with `problems.allow(/pattern/)`.
 */
export const test = base.extend<{ problems: ExpectedProblems & { patterns: RegExp[] } }>({
  problems: async ({}, use) => {
    const patterns: RegExp[] = [];
    await use({ patterns, allow: (...more) => patterns.push(...more) });
  },
  page: async ({ page, problems }, use) => {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      // ERR_ABORTED is the browser cancelling loads (lazy images, …) of a page the test navigated away from.
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') seen.push(`request failed: ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) seen.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(page);
    expect(seen.filter((problem) => !problems.patterns.some((pattern) => pattern.test(problem)))).toEqual([]);
  },
});

export { expect };

/** True in the mobile project (narrow viewport: the navigation sits behind the Menu button). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the navigation when it is behind the Menu button, and returns it. */
export async function openNavigation(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('navigation', { name: 'Mobile' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}
