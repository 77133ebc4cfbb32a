import { type Browser, expect, test } from '@playwright/test';
import { ProblemGuard } from './problem-guard';

// The guard every other test relies on (fixtures.ts), checked on its own: each test provokes one
// kind of problem in a browser context of its own and reads exactly what the guard recorded.
// (Plain Playwright `test` here: the provoked problems are the subject, not a failure.)

/** A new browser context watched by a new guard, and a page of it. */
async function watched(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const guard = new ProblemGuard();
  guard.watch(context);
  return { context, guard, page: await context.newPage() };
}

test.describe('the problem guard', () => {
  test('records a console error in any page of the context, with its source', async ({ browser, baseURL }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    await page.goto('/contact');
    const other = await context.newPage();
    await other.goto('/contact');
    await other.evaluate(() => console.error('a problem in another page'));
    expect(await guard.finish(0)).toEqual({ missing: [], unexpected: ['console.error: a problem in another page'] });
    await context.close();
  });

  test('records an uncaught exception', async ({ browser, baseURL }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    await page.goto('/contact');
    await page.evaluate(() => setTimeout(() => {
      throw new Error('uncaught on purpose');
    }));
    await expect.poll(() => guard.seen()).toEqual(['uncaught: uncaught on purpose']);
    expect((await guard.finish(0)).unexpected).toEqual(['uncaught: uncaught on purpose']);
    await context.close();
  });

  test('records a failed request and the HTTP error answers of pages and of the request fixture', async ({ browser, baseURL, request: unwatched }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    await page.route('**/refused.json', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => fetch('/refused.json').catch(() => undefined));
    const request = guard.wrap(unwatched);
    expect((await request.get('/no-such-file.json')).status()).toBe(404);
    expect((await guard.finish(0)).unexpected.sort()).toEqual(
      [
        `request failed: ${origin}/refused.json (net::ERR_CONNECTION_REFUSED)`,
        `console.error: Failed to load resource: net::ERR_CONNECTION_REFUSED [${origin}/refused.json]`,
        `HTTP 404: ${origin}/no-such-file.json`,
      ].sort(),
    );
    await context.close();
  });

  test("lets the browser drop the page's icon, and records any other load it aborts", async ({ browser, baseURL }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    await page.route('**/favicon.svg', (route) => route.abort('aborted'));
    await page.route('**/dropped.json', (route) => route.abort('aborted'));
    await page.goto('/contact');
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => fetch('/favicon.svg').catch(() => undefined));
    await page.evaluate(() => fetch('/dropped.json').catch(() => undefined));
    expect((await guard.finish(0)).unexpected.filter((problem) => problem.startsWith('request failed'))).toEqual([`request failed: ${origin}/dropped.json (net::ERR_ABORTED)`]);
    await context.close();
  });

  test('reports a declared problem that never happened, and nothing unexpected', async ({ browser, baseURL }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    guard.expect(/^HTTP 503: /);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(await guard.finish(500)).toEqual({ missing: ['/^HTTP 503: /'], unexpected: [] });
    await context.close();
  });

  test('accepts a declared problem that happens', async ({ browser, baseURL }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    guard.expect(/^console\.error: declared on purpose$/);
    await page.goto('/contact');
    await page.evaluate(() => console.error('declared on purpose'));
    expect(await guard.finish()).toEqual({ missing: [], unexpected: [] });
    await context.close();
  });

  test('does not count the loads a page cancels when it leaves its document', async ({ browser, baseURL }) => {
    const { context, guard, page } = await watched(browser, baseURL);
    const requested = new Promise<void>((resolve) => {
      void page.route('**/never-answered.json', () => resolve());
    });
    await page.goto('/contact');
    void page.evaluate(() => fetch('/never-answered.json').catch(() => undefined)).catch(() => undefined);
    await requested;
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await guard.finish(0)).toEqual({ missing: [], unexpected: [] });
    await context.close();
  });
});
