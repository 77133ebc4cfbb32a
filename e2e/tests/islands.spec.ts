import type { Page } from '@playwright/test';
import { waitAsAPersonWould } from './contact-form';
import { expect, fromApi, holdRequests, islandsStarted, SITE, test } from './fixtures';

// Pages are documents; only the islands run code, each from its own remote. These journeys act on a
// page before its islands' code has arrived (held back, at a phone's CPU speed), and check what
// each route loads and the links fetched ahead. Back to the list: back-forward.spec.ts.

/** Slows the page's CPU as a phone's (Lighthouse's mobile preset): 4×. */
async function phoneCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` with the island's code held back (its remote's scripts but the entry, whose load the
 * federation runtime gives up after 20 s, longer than typing takes at a phone's speed on a busy
 * machine), so the visitor acts first; returns the gate.
 */
async function openBeforeIsland(page: Page, path: string, remote: string) {
  await phoneCpu(page);
  const held = await holdRequests(page, (url) => url.href.startsWith(`${remote}/`) && url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js'));
  await page.goto(path, { waitUntil: 'commit' });
  return held;
}

const island = (page: Page, module: string) => page.locator(`[data-island="${module}"]`);

test.describe('before an island has started, at a phone\'s speed', () => {
  // A phone's CPU, emulated: each of these takes 23–28 s on a quiet 2-core machine, too near the 30 s limit.
  test.slow();
  test('what is typed into the search the moment it shows stays, and the list then shows its matches', async ({ page }) => {
    const held = await openBeforeIsland(page, '/country', SITE.remote('countries'));
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.pressSequentially('nep');
    await expect(island(page, 'countries/CountryListIsland')).not.toHaveAttribute('data-hydrated');
    // The page's pre-filter answers the typing before the island's code arrives.
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    // A mark on each card element the server sent: a card the island rendered would have none.
    await page.getByRole('article').evaluateAll((cards) => cards.forEach((card) => Object.assign(card, { fromServer: true })));
    held.open();
    await expect(island(page, 'countries/CountryListIsland')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Nepal' })).toBeVisible();
    expect(await page.getByRole('article').evaluate((card) => (card as { fromServer?: boolean }).fromServer)).toBe(true);
    await expect(search).toHaveValue('nep');
    await expect(page).toHaveURL(/\/country\?q=nep$/);
  });

  test('on a search that matched nothing, what is typed before the island runs shows its matches, and the page stops saying none matched', async ({ page }) => {
    const held = await openBeforeIsland(page, '/country?q=zzz', SITE.remote('countries'));
    await expect(page.getByText('No countries whose name matches “zzz”.')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('');
    await search.pressSequentially('nep');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    await expect(page.getByText('No countries whose name matches “zzz”.')).toBeHidden();
    held.open();
    await expect(island(page, 'countries/CountryListIsland')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { name: 'Nepal' })).toBeVisible();
    await expect(page.getByText('No countries whose name matches', { exact: false })).toBeHidden();
  });

  test('a region and an order chosen before the island runs apply when it does', async ({ page, request }) => {
    const oceania = await fromApi<{ name: { common: string }; population: number }[]>(request, '/v3.1/region/oceania?fields=name,population');
    const population = new Map(oceania.map((country) => [country.name.common, country.population]));
    const held = await openBeforeIsland(page, '/country', SITE.remote('countries'));
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Oceania');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('population');
    held.open();
    await islandsStarted(page);
    await expect(page.getByText(/^\d+ countries$/)).toHaveText(`${oceania.length} countries`);
    const shown = await page.getByRole('article').getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title') ?? ''));
    const populations = shown.map((name) => population.get(name) ?? -1);
    expect(populations).toEqual([...populations].sort((a, b) => a - b));
    expect(populations).not.toContain(-1);
    await expect(page).toHaveURL(/region=Oceania&sortBy=population/);
  });

  test('the contact form keeps what was typed before its island ran, and sends it once it has', async ({ page }) => {
    const held = await openBeforeIsland(page, '/contact', SITE.remote('contact'));
    await page.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.org');
    await page.getByRole('textbox', { name: /Message/ }).fill('Which country has the most borders?');
    held.open();
    await islandsStarted(page);
    await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Lovelace');
    await waitAsAPersonWould(page);
    const logged = page.waitForEvent('console', (message) => message.type() === 'log');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await (await logged).args()[0]?.jsonValue()).toEqual({ userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' });
    await expect(page.getByRole('status').getByRole('heading', { level: 2 })).toHaveText('Thank you! Your message has been received.');
  });
});

test.describe('what each route loads', () => {
  /** The script files a page loads, by origin: the shell's and each remote's. */
  async function scriptsOf(page: Page, path: string): Promise<string[]> {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(path);
    await islandsStarted(page);
    await page.waitForLoadState('networkidle');
    return scripts;
  }

  for (const path of ['/', '/about', '/country/Nepal']) {
    test(`${path} loads no script file: its header runs on the page's own script`, async ({ page }) => {
      expect(await scriptsOf(page, path)).toEqual([]);
    });
  }

  /** The script files of the libraries an app's build shares (React), from its manifest. */
  /** Whether `url` is a file of any remote but `remote`. */
  const fromOtherRemotes = (url: string, remote: string) => [...SITE.remotes].some(([name, origin]) => name !== remote && url.startsWith(`${origin}/`));

  async function sharedScripts(page: Page, origin: string): Promise<string[]> {
    const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as { shared: { assets: { js: { sync: string[]; async: string[] } } }[] };
    return manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]).map((file) => `${origin}/${file}`);
  }

  test("/country loads the island loader, React once (the host's), and the countries remote's island: nothing of the other remotes", async ({ page }) => {
    const scripts = await scriptsOf(page, '/country');
    expect(scripts).toContain(`${SITE.shell}/islands.js`);
    expect(scripts).toContain(`${SITE.remote('countries')}/remoteEntry.js`);
    expect(scripts.some((url) => /__federation_expose_CountryListIsland\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    // React comes once, from the host: the remote's own copy is never loaded.
    const [hostReact, remoteReact] = [await sharedScripts(page, SITE.shell), await sharedScripts(page, SITE.remote('countries'))];
    expect(scripts.filter((url) => hostReact.includes(url)).length).toBeGreaterThan(0);
    expect(scripts.filter((url) => remoteReact.includes(url))).toEqual([]);
    expect(scripts.filter((url) => fromOtherRemotes(url, 'countries'))).toEqual([]);
  });

  test("/contact loads the island loader without React and the contact remote's island, and no React: its island is plain code", async ({ page }) => {
    const scripts = await scriptsOf(page, '/contact');
    const react = [...(await sharedScripts(page, SITE.shell)), ...(await sharedScripts(page, SITE.remote('contact')))];
    expect(scripts).toContain(`${SITE.shell}/islands-dom.js`);
    expect(scripts).not.toContain(`${SITE.shell}/islands.js`);
    expect(scripts.filter((url) => react.includes(url))).toEqual([]);
    expect(scripts.filter((url) => url.startsWith(SITE.remote('contact'))).length).toBeGreaterThanOrEqual(2);
    expect(scripts.filter((url) => fromOtherRemotes(url, 'contact'))).toEqual([]);
  });

  for (const [path, loader] of [
    ['/contact', '/islands-dom.js'],
    ['/country', '/islands.js'],
  ] as const) {
    test(`${path} fetches and starts its islands' loader only once the page has painted its content`, async ({ page }) => {
      // When the loader's script element goes in, and the first contentful paint, in the page's own clock.
      await page.addInitScript((file) => {
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLScriptElement && node.src.endsWith(file)) (window as unknown as { loaderAt: number }).loaderAt = performance.now();
          }
        }).observe(document, { childList: true, subtree: true });
      }, loader);
      await page.goto(path);
      await islandsStarted(page);
      const { loaderAt, fetchedAt, fcp } = await page.evaluate((file) => ({
        loaderAt: (window as unknown as { loaderAt?: number }).loaderAt,
        fetchedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file))?.startTime,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }), loader);
      expect(fcp).toBeGreaterThan(0);
      expect(loaderAt).toBeGreaterThanOrEqual(fcp ?? Infinity);
      // Not even its download competes with the paint (a page being prerendered preloads it).
      expect(fetchedAt).toBeGreaterThanOrEqual(fcp ?? Infinity);
    });
  }
});

test.describe('moving between pages', () => {
  test('a link the pointer rests on is fetched ahead (Speculation Rules), so its page arrives from memory on the click', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    const fetchedAhead = page.waitForRequest((request) => request.url() === `${SITE.shell}/about` && request.isNavigationRequest() === false);
    await link.hover();
    await fetchedAhead;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeVisible();
    const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
    // Prerendered where the browser is allowed to (not under DevTools), else prefetched.
    expect(['navigational-prefetch', 'prerender']).toContain(delivery);
  });

  test('every page carries the same rules: the pages of the site, on intent', async ({ page }) => {
    await page.goto('/country/Nepal');
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as Record<string, { eagerness: string }[]>;
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    expect(rules.prerender?.[0]?.eagerness).toBe('moderate');
  });
});
