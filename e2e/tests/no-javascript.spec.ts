import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { storedMessages, waitAsAPersonWould } from './contact-form';
import { expect, fromApi, SITE, test } from './fixtures';
import { worldMap } from './world-map';
import { openFilters } from './list-filters';

// A visitor, crawler or link checker without scripts: every page reads and navigates from the HTML
// the server sends, and the list's search, region and order work as a GET form.
test.use({ javaScriptEnabled: false });
// A rendered page preloads no script, so with scripts off Chromium fetches none: no request fails (the problem guard fails on any).

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The colours a visitor reads the page in: its background, its text and its main heading's. */
const coloursOf = (page: Page) =>
  page.evaluate(() => {
    const style = (element: Element | null) => (element ? getComputedStyle(element) : undefined);
    const html = style(document.documentElement);
    return { background: html?.backgroundColor, text: style(document.body)?.color, heading: style(document.querySelector('h1'))?.color };
  });
/** The cards' names, in page order, as far as the page is parsed: a page without scripts may still be arriving once its address shows, so poll it. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));

test.describe('without JavaScript', () => {
  test('every page reads and the navigation, Read More, border links and Go Back lead on', async ({ page }) => {
    // Seven pages, the 250-card list among them: 29–40 s on this 2-core machine, against the 30 s limit.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    // The Menu button needs scripts: the navigation shows at every width instead, and the button does not;
    // nor do the colour mode buttons, which could not keep a choice.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Switch to (dark|light) mode$/ })).toHaveCount(0);

    await navigation(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeVisible();
    await navigation(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await navigation(page).getByRole('link', { name: 'Country', exact: true }).click();
    await expect(page.getByText('250 countries')).toBeVisible();

    await page.getByRole('link', { name: 'Read More about Nepal' }).click();
    await expect(page).toHaveURL(/\/country\/Nepal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page.getByText('Federal Democratic Republic of Nepal')).toBeVisible();
    // Share needs scripts: no button that would do nothing.
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    // The border countries' list (the locator map links them too).
    await page.getByRole('list').getByRole('link', { name: 'India', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/country$/);
  });

  test("the list's search, region and order are a form: Enter, the order buttons and Show send it", async ({ page, request }) => {
    const records = await fromApi<{ name: { common: string }; region: string }[]>(request, '/v3.1/all?fields=name,region');
    const expected = (region: string, text: string) =>
      records
        .filter((record) => record.region === region && record.name.common.toLowerCase().includes(text))
        .map((record) => record.name.common)
        .sort(new Intl.Collator('en-US').compare);

    await page.goto('/country');
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Europe');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/region=Europe/);
    await expect.poll(() => cardNames(page)).toEqual(expected('Europe', ''));

    await page.getByRole('searchbox').fill('an');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/q=an/);
    await expect.poll(() => cardNames(page)).toEqual(expected('Europe', 'an'));

    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL(/sort=desc/);
    await expect.poll(() => cardNames(page)).toEqual(expected('Europe', 'an').reverse());
    await expect(page.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox')).toHaveValue('an');

    // Enter and Show keep the order chosen: neither is the Asc button.
    await page.getByRole('searchbox').fill('ia');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/q=ia&region=Europe&subregion=all&sortBy=name&sort=desc/);
    await expect.poll(() => cardNames(page)).toEqual(expected('Europe', 'ia').reverse());
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/sort=desc/);
    await expect.poll(() => cardNames(page)).toEqual(expected('Europe', 'ia').reverse());
  });

  test("the server's search by name ignores accents: \"sao\" finds São Tomé and Príncipe", async ({ page }) => {
    await page.goto('/country');
    await openFilters(page);
    await page.getByRole('searchbox').fill('sao');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/q=sao/);
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(['São Tomé and Príncipe']);
  });

  test('the new controls are part of the form: Search by, Subregion and Sort by are sent with it, and an empty result clears without scripts', async ({ page, request }) => {
    const records = await fromApi<{ name: { common: string }; region: string; subregion?: string; area: number; currencies?: Record<string, { name: string }> }[]>(
      request,
      '/v3.1/all?fields=name,region,subregion,area,currencies',
    );
    const usesEuro = (record: (typeof records)[number]) => Object.entries(record.currencies ?? {}).some(([code, { name }]) => code === 'EUR' || name.toLowerCase().includes('euro'));

    await page.goto('/country');
    await openFilters(page);
    // Without scripts the subregion waits for a region to be sent first.
    await expect(page.getByRole('combobox', { name: 'Subregion' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Search by' }).selectOption('Currency');
    await page.getByRole('searchbox').fill('euro');
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Europe');
    await page.getByRole('button', { name: 'Show' }).click();
    // Every named control in the form's order; the disabled subregion is not sent.
    await expect(page).toHaveURL(/\?by=currency&q=euro&region=Europe&sortBy=name&sort=asc&view=list$/);
    const inEurope = records.filter((record) => record.region === 'Europe' && usesEuro(record));
    await expect(page.getByText(`${inEurope.length} countries`)).toBeVisible();

    const subregion = page.getByRole('combobox', { name: 'Subregion' });
    await expect(subregion).toBeEnabled();
    await subregion.selectOption('Western Europe');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Area');
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL(/subregion=Western\+Europe&sortBy=area&sort=desc/);
    const western = inEurope.filter((record) => record.subregion === 'Western Europe').sort((a, b) => b.area - a.area).map((record) => record.name.common);
    await expect.poll(() => cardNames(page)).toEqual(western);
    await expect(page.getByRole('combobox', { name: 'Search by' })).toHaveValue('currency');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('area');

    await page.getByRole('searchbox').fill('xyz');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('No countries whose currency matches “xyz” in Western Europe.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    // How the list is searched and sorted stays.
    await expect(page).toHaveURL(/\/country\?by=currency&sortBy=area&sort=desc$/);
    await expect(page.getByText('250 countries')).toBeVisible();
  });

  test('the map view is a page of the form too: Map and Show open it, drawn by the server with the query\'s countries as links', async ({ page, request }) => {
    const records = await fromApi<{ name: { common: string }; region: string }[]>(request, '/v3.1/all?fields=name,region');
    const asia = records.filter((record) => record.region === 'Asia').length;
    await page.goto('/country');
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Asia');
    await page.getByRole('radio', { name: 'Map' }).check({ force: true }); // the radio is drawn by its label
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/region=Asia&sortBy=name&sort=asc&view=map$/);
    const map = worldMap(page);
    await expect(map.getByRole('link')).toHaveCount(asia);
    await expect(page.getByText(`${asia} countries`)).toBeVisible();
    await map.getByRole('link', { name: 'Nepal', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
  });

  test('the contact form is a form of the page: Send posts it to /contact, which leads on (303) to the confirmation; nothing typed lands in the address', async ({ page }) => {
    const message = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' };
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Name/ }).fill(message.userName);
    // The browser still checks the fields: nothing is sent while one is missing or wrong.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(message.Email);
    await page.getByRole('textbox', { name: /^Message/ }).fill(message.message);
    await waitAsAPersonWould(page);
    const answer = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page.getByRole('heading', { name: 'Thank you! Your message has been received.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(Object.values(message).some((value) => page.url().includes(encodeURIComponent(value)) || page.url().includes(value.replace(/ /g, '+')))).toBe(false);
    await page.getByRole('link', { name: 'Write another message' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  test('a field the contact service refuses comes back in the page (400) with its reason beside it and everything typed kept; corrected and sent at once, it is stored', async ({ page, problems }) => {
    problems.expect(
      /^HTTP 400: .*\/contact$/,
      /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \[\S+\/contact\]$/,
    );
    const text = `Which country has the most borders? (${randomUUID()})`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Name/ }).fill('   ');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.org');
    await page.getByRole('textbox', { name: /^Message/ }).fill(text);
    // Sent as a person would, some seconds after the page opened: the form's token is taken.
    await waitAsAPersonWould(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Must contain a visible character.');
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ada@example.org');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(text);
    await expect(page).toHaveURL(/\/contact$/);
    // Corrected and sent at once, it goes through, and is stored: the page kept the token it was served with.
    await name.fill('Ada Lovelace');
    const answer = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page.getByRole('heading', { name: 'Thank you! Your message has been received.' })).toBeVisible();
    expect(storedMessages().filter((stored) => stored.message === text)).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.org' })]);
  });

  test('an unknown country or page answers 404 with the error page', async ({ page, problems }) => {
    problems.expect(
      /^HTTP 404: .*\/country\/Atlantis$/,
      /^HTTP 404: .*\/no\/such\/page$/,
      /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \[\S+\/(country\/Atlantis|no\/such\/page)\]$/,
    );
    for (const [path, text] of [['/country/Atlantis', 'Country not found'], ['/no/such/page', 'Page not found']] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    }
  });
});

test.describe('without JavaScript, the colour mode follows the system', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    test.describe(`${colorScheme}`, () => {
      test.use({ colorScheme });
      for (const path of ['/', '/country/Nepal']) {
        test(`${path}, when the system prefers ${colorScheme}, shows the colours the page shows with scripts in ${colorScheme} mode`, async ({ page, browser }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The page with scripts, whose inline script sets the mode: the colours each mode is known by.
          const scripted = await browser.newContext({ javaScriptEnabled: true, colorScheme, locale: 'en-US' });
          try {
            const reference = await scripted.newPage();
            await reference.goto(`${SITE.shell}${path}`);
            await expect(reference.locator('html')).toHaveClass(colorScheme);
            expect(await coloursOf(page)).toEqual(await coloursOf(reference));
          } finally {
            await scripted.close();
          }
        });
      }
    });
  }
});
