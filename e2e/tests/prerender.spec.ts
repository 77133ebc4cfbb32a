import { expect, test } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../packages/islands/src/attributes';
import { type Tab, TabBrowser, type TabOptions } from '../cdp-tab';
import { untilTokenTaken } from './contact-form';
import { SITE } from './fixtures';

// A link a visitor points at is prerendered (Speculation Rules, moderate eagerness), and the click
// shows that document. Under Playwright Chromium never prerenders, so these tests drive a Chromium
// of their own through its tab targets (cdp-tab.ts); its problems are the tab's: any uncaught
// exception or console error in either document fails the test.

const DESKTOP: TabOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: TabOptions = { viewport: { width: 390, height: 844 }, mobile: true, cpuSlowdown: 4 };

let browser: TabBrowser;
let tab: Tab | undefined;
test.beforeAll(async () => {
  browser = await TabBrowser.launch();
});
test.afterAll(async () => {
  await browser?.close();
});
test.afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

/** True in the tab's document once it came from a prerender (activated), not from the network. */
const ACTIVATED = `performance.getEntriesByType('navigation')[0].activationStart > 0 && !document.prerendering`;
/** Every island of the document has started. */
const ISLANDS_STARTED = `document.querySelector('[${ISLAND_ATTRIBUTE}]') !== null && document.querySelector('[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])') === null`;

test('the pointer resting on a link prerenders its page; the click shows it, and its list island filters what is typed', async () => {
  tab = await browser.newTab(DESKTOP);
  await tab.goto(`${SITE.shell}/`);
  const link = await tab.centreOf('a', 'Start Exploring');
  await tab.hover(link);
  await tab.prerendered(`${SITE.shell}/country`);

  await tab.click(link);
  await tab.waitFor(`location.pathname === '/country' && ${ACTIVATED}`);
  await tab.waitFor(`document.readyState !== 'loading'`);
  expect(await tab.evaluate<string>(`document.querySelector('h1')?.textContent ?? ''`)).toBe('Countries of the world');
  expect(await tab.evaluate<number>(`document.querySelectorAll('article').length`)).toBe(250);

  // The list island starts in the shown document and works there.
  await tab.waitFor(ISLANDS_STARTED);
  await tab.click(await tab.centreOf('input[name="q"]'));
  await tab.type('nepal');
  await tab.waitFor(`document.querySelectorAll('article').length === 1`);
  expect(await tab.evaluate<string>(`document.querySelector('article h2, article h3')?.textContent ?? ''`)).toContain('Nepal');
  expect(tab.problems).toEqual([]);
});

test("a tap on a phone prerenders from the finger's touch: a country's border link opens that country", async () => {
  tab = await browser.newTab(PHONE);
  await tab.goto(`${SITE.shell}/country/Nepal`);
  await tab.tap(await tab.centreOf('a[href="/country/India"]', 'India'), 100);

  await tab.waitFor(`location.pathname === '/country/India' && ${ACTIVATED}`);
  // A short tap may show the page while its HTML still arrives.
  await tab.waitFor(`document.querySelector('h1')?.textContent === 'India'`);
  expect(tab.prerenders.get(`${SITE.shell}/country/India`)?.status).toBe('Success');
  expect(tab.problems).toEqual([]);
});

test('the contact form of a prerendered page sends through its island without leaving the page', async () => {
  tab = await browser.newTab(DESKTOP);
  await tab.goto(`${SITE.shell}/about`);
  const link = await tab.centreOf('footer a[href="/contact"]');
  await tab.hover(link);
  await tab.prerendered(`${SITE.shell}/contact`);
  await tab.click(link);
  await tab.waitFor(`location.pathname === '/contact' && ${ACTIVATED}`);
  await tab.waitFor(ISLANDS_STARTED);

  const fields: Array<[string, string]> = [
    ['input[name="userName"]', 'Prerendered Visitor'],
    ['input[name="Email"]', 'visitor@example.org'],
    ['textarea[name="message"]', 'Sent from a page the browser prerendered.'],
  ];
  for (const [field, text] of fields) {
    await tab.click(await tab.centreOf(field));
    await tab.type(text);
  }
  await untilTokenTaken(await tab.evaluate<string>(`document.querySelector('form input[name="token"]').value`));
  await tab.click(await tab.centreOf('button[type="submit"]'));
  await tab.waitFor(`[...document.querySelectorAll('[role="status"] h2, [role="status"] h3')].some((h) => h.textContent.includes('Thank you! Your message has been received.'))`);
  expect(await tab.evaluate<string>('location.pathname')).toBe('/contact');
  expect(tab.problems).toEqual([]);
});
