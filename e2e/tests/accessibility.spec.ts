import type { Page } from '@playwright/test';
import { expectNoSevereViolations } from './axe';
import { waitAsAPersonWould } from './contact-form';
import { searchByLanguageWithApiDown } from './country-list';
import { asPattern, expect, expectNotFoundPages, type Problems, SITE, test, unreachable } from './fixtures';
import { worldMap } from './world-map';
import { expectVisibleFocusAtEveryTabStop } from './keyboard';
import { deadOrigin, type OwnRenderServer, startRenderServer } from './own-render-server';

/** Each route, and what shows once it is there (the list's count and cards come from its island). */
const ROUTES: Array<[string, (page: Page) => Promise<void>]> = [
  ['/', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
  }],
  ['/about', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
  }],
  ['/country', async (page) => {
    await expect(page.getByText('250 countries')).toBeVisible();
  }],
  ['/country/Nepal', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'India' }).first()).toBeVisible();
    // The map's section is drawn only once it is near the screen (content-visibility).
    await page.getByRole('img', { name: 'Nepal on a world map' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('group', { name: 'Border countries of Nepal' }).getByRole('link')).toHaveCount(2);
  }],
  ['/country?view=map', async (page) => {
    await expect(worldMap(page).getByRole('link')).toHaveCount(250);
  }],
  // The controls, each set (the subregion enabled), and the cards they select.
  ['/country?by=currency&q=euro&region=Europe&subregion=Western%20Europe&sortBy=area&sort=desc', async (page) => {
    await expect(page.getByRole('combobox', { name: 'Subregion' })).toHaveValue('Western Europe');
    await expect(page.getByRole('article').first()).toBeVisible();
  }],
  ['/contact', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  }],
  ['/compare?countries=NPL,CHE,CHN', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal vs Switzerland vs China' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  }],
  ['/compare?countries=NPL,XYZ', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Country code not found' })).toBeVisible();
  }],
  ['/no/such/page', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  }],
  ['/country/Atlantis', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Country not found')).toBeVisible();
  }],
];

/**
 * Chromium runs no timers in a page without scripts (nor `queueMicrotask`'s callbacks), and axe
 * waits on them: in axe's own evaluation they run as promise reactions instead (nothing of the page runs).
 */
const runTimersAsPromises = (page: Page) =>
  page.evaluate(() => {
    let last = 0;
    const cleared = new Set<number>();
    window.setTimeout = ((run: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
      const id = ++last;
      void Promise.resolve().then(() => cleared.has(id) || run(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = (id) => void (id !== undefined && cleared.add(Number(id)));
    window.requestAnimationFrame = (run) => {
      void Promise.resolve().then(() => run(performance.now()));
      return 0;
    };
  });

test.describe('accessibility without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/', '/country/Nepal']) {
      test(`${path}, when the system prefers ${colorScheme}, has no serious or critical axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await runTimersAsPromises(page);
        await expectNoSevereViolations(page);
      });
    }
  }
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [path, loaded] of ROUTES) {
      test(`${path} in ${colorScheme} mode has no serious or critical axe violations, and its Tab stops show focus at 3:1`, async ({ page, problems }) => {
        test.slow(); // axe walks every node: the list has 250 cards
        if (path === '/no/such/page' || path === '/country/Atlantis') expectNotFoundPages(problems, path);
        if (path === '/compare?countries=NPL,XYZ') expectNotFoundPages(problems, String.raw`\/compare\?countries=NPL,XYZ`);
        // A first visit follows the system's colour scheme.
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(colorScheme);
        await loaded(page);
        await expectNoSevereViolations(page);
        await expectVisibleFocusAtEveryTabStop(page);
      });
    }
  }

  test('the open mobile menu has no serious or critical axe violations', async ({ page }) => {
    // The Menu button shows on narrow screens only: every project checks the menu at a phone's width.
    await page.setViewportSize({ width: 412, height: 839 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSevereViolations(page);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the list's message when the languages and currencies cannot be loaded has no serious or critical axe violations (${colorScheme} mode)`, async ({ page, problems }) => {
      await page.emulateMedia({ colorScheme });
      await searchByLanguageWithApiDown(page, problems);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectNoSevereViolations(page);
    });

    test(`the empty list, with what was searched and its Clear link, has no serious or critical axe violations (${colorScheme} mode)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/country?by=language&q=atlantean&region=Europe&subregion=Northern%20Europe');
      await expect(page.locator('html')).toHaveClass(colorScheme);
      await expect(page.getByText('No countries whose language matches “atlantean” in Northern Europe.')).toBeVisible();
      await expectNoSevereViolations(page);
      await expectVisibleFocusAtEveryTabStop(page);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the contact form's confirmation has no serious or critical axe violations, and its Tab stops show focus at 3:1 (${colorScheme} mode)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/contact');
      await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.org');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Which country has the most borders?');
      await waitAsAPersonWould(page);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
      await expectNoSevereViolations(page);
      await expectVisibleFocusAtEveryTabStop(page);
    });

    test(`the contact form with a field the service refused has no serious or critical axe violations, and its Tab stops show focus at 3:1 (${colorScheme} mode)`, async ({ page, problems }) => {
      problems.expect(
        new RegExp(String.raw`^HTTP 400: ${asPattern(SITE.shell)}\/contact$`),
        new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \[\S+\/contact\]$`),
      );
      await page.emulateMedia({ colorScheme });
      await page.goto('/contact');
      // Spaces pass the browser's check, not the contact service's: the form comes back with the reason.
      await page.getByRole('textbox', { name: /^Name/ }).fill('   ');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.org');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Which country has the most borders?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
      await expectNoSevereViolations(page);
      await expectVisibleFocusAtEveryTabStop(page);
    });
  }

  test('the list as plain HTML, when the browser cannot reach its remote, has no serious or critical axe violations', async ({ page, problems }) => {
    // axe and the Tab walk on 250 cards: 46 s alone at a phone's size, past 90 s beside another browser.
    test.setTimeout(180_000);
    problems.expect(...unreachable(SITE.remote('countries'), 'countries/CountryListIsland'));
    await page.route(`${SITE.remote('countries')}/**`, (route) => route.abort('connectionrefused'));
    const failed = page.waitForEvent('console', (message) => message.text().startsWith('The countries/CountryListIsland island could not start'));
    // The island never starts: the page is read as the server sent it.
    await page.goto('/country', { waitUntil: 'commit' });
    await failed;
    await expect(page.getByRole('article')).toHaveCount(250);
    await expectNoSevereViolations(page);
    await expectVisibleFocusAtEveryTabStop(page);
  });
});

/**
 * Pages only a render server sees fail: the API down while it renders a page (the error page, 503),
 * a remote it cannot reach (the route's outline under a message, 503). Each served by a render server
 * of this build started for the test, whose configuration names a port where nothing listens.
 */
test.describe('accessibility of the pages the server answers with 503', () => {
  let server: OwnRenderServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  /** Declares what a page answered with 503 leaves behind: the document's status and Chromium's report of it. */
  const expectUnavailable = (problems: Problems, url: string) =>
    problems.expect(
      new RegExp(`^HTTP 503: ${asPattern(url)}$`),
      new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 503 \\(Service Unavailable\\) \\[${asPattern(url)}\\]$`),
    );

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the error page when the API is down has no serious or critical axe violations, and its Tab stops show focus at 3:1 (${colorScheme} mode)`, async ({ page, request, problems }) => {
      const api = await deadOrigin();
      server = await startRenderServer(request, (config) => ({ ...config, apiBaseUrl: api }));
      expectUnavailable(problems, `${server.url}/country/Nepal`);
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(`${server.url}/country/Nepal`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1, name: '503' })).toBeVisible();
      await expect(page.getByText('The countries service is not answering. Try again in a moment.')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(colorScheme);
      await expectNoSevereViolations(page);
      await expectVisibleFocusAtEveryTabStop(page);
    });

    test(`a page whose remote the server cannot reach (outline and message) has no serious or critical axe violations (${colorScheme} mode)`, async ({ page, request, problems }) => {
      const countries = await deadOrigin();
      server = await startRenderServer(request, (config) => ({ ...config, remotes: { ...config.remotes, countries: `${countries}/mf-manifest.json` } }));
      expectUnavailable(problems, `${server.url}/country`);
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(`${server.url}/country`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('alert')).toContainText('This page could not be shown just now');
      await expect(page.locator('html')).toHaveClass(colorScheme);
      await expectNoSevereViolations(page);
      await expectVisibleFocusAtEveryTabStop(page);
    });
  }
});
