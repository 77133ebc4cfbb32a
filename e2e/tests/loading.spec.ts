import type { Locator, Page } from '@playwright/test';
import { block, expect, holdRequests, live, navigateInApp, networkQuiet, openInApp, SITE, test, unreachable } from './fixtures';

/** A layout shift the page made: its score and what moved (tag, id or class, and the rectangles). */
interface Shift {
  value: number;
  sources: string[];
}

/** Starts recording layout shifts (not those right after input) before the page's own scripts run. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type SourceEntry = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = ({ node, previousRect: a, currentRect: b }: SourceEntry) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}` : 'node';
      return `${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: SourceEntry[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The largest layout shift recorded, with what moved in it (for the failure message). */
async function largestShift(page: Page): Promise<Shift> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  return shifts.reduce<Shift>((largest, shift) => (shift.value > largest.value ? shift : largest), { value: 0, sources: [] });
}

async function expectNoLayoutShift(page: Page) {
  const largest = await largestShift(page);
  expect(largest.value, `largest layout shift: ${largest.sources.join('; ')}`).toBeLessThanOrEqual(0.01);
}

/** The top-left corner of what `locator` finds, in px. */
async function corner(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not laid out`);
  return { x: box.x, y: box.y };
}

/**
 * A skeleton's part and the content that replaced it start at the same place (2 px at most). The
 * layout-shift score cannot tell: the content is a new node, and a new node's place is not a shift.
 */
function expectSamePlace(name: string, outline: { x: number; y: number }, content: { x: number; y: number }, axes: Array<'x' | 'y'> = ['x', 'y']) {
  for (const axis of axes) expect(Math.abs(content[axis] - outline[axis]), `${name}: content at ${axis} ${content[axis]} px, its outline at ${outline[axis]} px`).toBeLessThanOrEqual(2);
}

test.describe('loading', () => {
  test('while the countries remote is slow, the list area holds a skeleton of its shape, then the list replaces it without a layout shift', async ({ page }) => {
    await recordLayoutShifts(page);
    const remoteCode = await holdRequests(page, '**/__federation_expose_CountryList*.js');
    // Reached from another page: the list's part loads its remote in the browser.
    await openInApp(page, '/country');
    const skeleton = page.getByRole('status', { name: 'Loading country list' });
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('data-skeleton', 'list');
    // Shaped like the list: heading, controls, view choice and count, then eight card outlines, each
    // with a flag's 3:2 box, starting where the cards will start.
    const skeletonCards = skeleton.locator(':scope > div > div:last-child > div');
    await expect(skeletonCards).toHaveCount(8);
    const firstOutline = await corner(skeletonCards.first());
    remoteCode.open();
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(skeleton).toBeHidden();
    expectSamePlace('first card', firstOutline, await corner(page.getByRole('article').first()), ['y']);
    await networkQuiet(page);
    await expectNoLayoutShift(page);
  });

  test('while the list data is slow, skeleton cards hold its place, then the cards replace them without a layout shift', async ({ page }) => {
    await recordLayoutShifts(page);
    const data = await holdRequests(page, '**/v3.1/all?*');
    await openInApp(page, '/country');
    await expect(page.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeVisible();
    const skeleton = page.getByRole('status', { name: 'Loading', exact: true });
    await expect(skeleton).toHaveAttribute('data-skeleton', 'cards');
    // Its count line, then eight card outlines in the cards' grid.
    const outlines = skeleton.locator(':scope > div > div:last-child > div');
    await expect(outlines).toHaveCount(8);
    const [firstOutline, secondOutline] = [await corner(outlines.nth(0)), await corner(outlines.nth(1))];
    data.open();
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(skeleton).toBeHidden();
    expectSamePlace('first card', firstOutline, await corner(page.getByRole('article').nth(0)));
    expectSamePlace('second card', secondOutline, await corner(page.getByRole('article').nth(1)));
    await networkQuiet(page);
    await expectNoLayoutShift(page);
  });

  test('a slow country shows the outline of its page (flag and fact lines), then the country', async ({ page }) => {
    const data = await holdRequests(page, '**/v3.1/name/Nepal?*');
    await openInApp(page, '/country/Nepal');
    const skeleton = page.getByRole('status', { name: 'Loading', exact: true });
    await expect(skeleton).toHaveAttribute('data-skeleton', 'country');
    // Go Back, then the flag's box beside (or, on a phone, above) the name and the fact lines.
    const columns = skeleton.locator(':scope > div > div:last-child');
    const flagOutline = await corner(columns.locator(':scope > div').first());
    const nameOutline = await corner(columns.locator(':scope > div').last().locator(':scope > div').first());
    data.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    // The flag's framed box, which holds the image with a margin.
    expectSamePlace('flag', flagOutline, await corner(page.getByRole('img', { name: 'The flag of Nepal.' }).locator('..')));
    expectSamePlace('name', nameOutline, await corner(page.getByRole('heading', { level: 1, name: 'Nepal' })));
  });

  test("while the contact remote is slow, the form's outline holds the heading, the fields and Send where they then show", async ({ page }) => {
    const remoteCode = await holdRequests(page, '**/__federation_expose_ContactForm*.js');
    await openInApp(page, '/contact');
    const skeleton = page.getByRole('status', { name: 'Loading contact form' });
    await expect(skeleton).toHaveAttribute('data-skeleton', 'form');
    // The heading, then the name, e-mail and message fields and Send, one under the other.
    const outlines = [skeleton.locator(':scope > div > div').first(), ...[0, 1, 2, 3].map((index) => skeleton.locator(':scope > div > div:last-child > div').nth(index))];
    const places = await Promise.all(outlines.map((outline) => corner(outline)));
    remoteCode.open();
    const heading = page.getByRole('heading', { level: 1, name: 'Contact Us' });
    await expect(heading).toBeVisible();
    await expect(skeleton).toBeHidden();
    // The heading is centred: its top counts.
    expectSamePlace('heading', places[0]!, await corner(heading), ['y']);
    const fields = page.locator('form [data-part="root"]');
    for (const [index, name] of ['Name', 'E-mail', 'Message'].entries()) expectSamePlace(`${name} field`, places[index + 1]!, await corner(fields.nth(index)));
    expectSamePlace('Send', places[4]!, await corner(page.getByRole('button', { name: 'Send' })));
  });

  test('the landing page, reached from another page, loads with no layout shift, the hero and facts holding their places while they load', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/contact');
    await live(page);
    const remoteCode = await holdRequests(page, '**/__federation_expose_*.js');
    await navigateInApp(page, '/');
    await expect(page.getByRole('status', { name: 'Loading welcome' })).toHaveAttribute('data-skeleton', 'hero');
    await expect(page.getByRole('status', { name: 'Loading interesting facts' })).toHaveAttribute('data-skeleton', 'facts');
    remoteCode.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await networkQuiet(page);
    await expectNoLayoutShift(page);
  });

  test("a page rendered on the server shows its content before any of its code has run, asks for its parts' code at once and for no data", async ({ page }) => {
    const order: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/v3.1/')) order.push('data');
      else if (/__federation_expose_CountryDetail\.[0-9a-f]+\.js$/.test(url)) order.push('module');
      else if (/\/flags\/np(\.[0-9a-f]+)?\.svg$/.test(url)) order.push('flag');
    });
    const moduleCode = await holdRequests(page, /__federation_expose_CountryDetail\.[0-9a-f]+\.js$/);
    await page.goto('/country/Nepal', { waitUntil: 'commit' }); // the held module is preloaded: the load event waits for it
    // The country is in the HTML: shown, with its flag, while the view's code is still held back.
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect.poll(() => order).toEqual(expect.arrayContaining(['module', 'flag']));
    moduleCode.open();
    await live(page);
    await networkQuiet(page);
    // The page carried its data: no request for it, before or after hydration; the flag once.
    expect(order.filter((entry) => entry === 'data')).toEqual([]);
    expect(order.filter((entry) => entry === 'flag')).toHaveLength(1);
  });

  test("a rendered page paints before the host's code loads: no start chunk is preloaded, and main.js then fetches each shared library once, and each runs", async ({ page, baseURL }) => {
    const hostChunks: string[] = [];
    const hostOrigin = new URL(baseURL ?? '').origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === hostOrigin && url.pathname.endsWith('.js') && url.pathname !== '/main.js') hostChunks.push(url.pathname);
    });
    const mainScript = await holdRequests(page, `${hostOrigin}/main.js`);
    await page.goto('/', { waitUntil: 'commit' });
    // The page reads while main.js is held back, and the HTML asked for no chunk of the host's.
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
    expect(hostChunks).toEqual([]);
    mainScript.open();
    await live(page);
    await networkQuiet(page);
    // React, React DOM, the design system with Chakra and Emotion, the router, SWR, the bootstrap chunk: once each.
    expect(hostChunks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(hostChunks).size).toBe(hostChunks.length);
    // Each chunk fetched ran (`name.hash.js` is chunk `name`): none was fetched for nothing.
    const ranChunks = await page.evaluate(() => ((window as unknown as { webpackChunkshell: Array<[Array<string | number>]> }).webpackChunkshell ?? []).flatMap(([ids]) => ids.map(String)));
    expect(hostChunks.map((path) => path.replace(/^\/([^.]+)\..*$/, '$1')).filter((id) => !ranChunks.includes(id))).toEqual([]);
  });

  test("hovering or focusing a link preloads its page's module and data, with no console error; the page then needs no new request", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await networkQuiet(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('link', { name: 'Start Exploring' }).hover();
    // The list's call and its languages and currencies', each once.
    await expect.poll(() => requests.filter((url) => url.includes('/v3.1/all?'))).toHaveLength(2);
    await expect.poll(() => requests.filter((url) => /__federation_expose_CountryList\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    await networkQuiet(page);
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page.getByText('250 countries')).toBeVisible();
    expect(requests.filter((url) => url.includes('/v3.1/all?'))).toHaveLength(2);
  });

  test('a preload of a blocked remote changes nothing: hovering its link, then opening it, shows the message with Retry', async ({ page, problems }) => {
    problems.expect(...unreachable(SITE.countries, 'countries'));
    await block(page, SITE.countries);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Exploring' }).hover();
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page.getByRole('alert')).toContainText('The country list section could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
