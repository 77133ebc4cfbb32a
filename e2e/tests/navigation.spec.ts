import { HYDRATED_ISLANDS_SELECTOR } from '../../packages/islands/src/attributes';
import { SITE_ROUTES } from '../../shell/src/app/route-table';
import { expect, expectNotFoundPages, isMobile, islandsStarted, openNavigation, test } from './fixtures';
import { measureFocusIndicator } from './focus-indicator';

/** The header's links, in order, as the route table names them. */
const NAV_LABELS = SITE_ROUTES.flatMap(({ nav }) => (nav ? [nav.defaultMessage] : []));

test.describe('header, navigation and footer', () => {
  test('every page has banner, navigation, main and contentinfo landmarks and a title', async ({ page }) => {
    for (const [path, title] of [
      ['/', /WorldAtlas/],
      ['/about', /About · WorldAtlas/],
      ['/country', /Countries · WorldAtlas/],
      ['/contact', /Contact · WorldAtlas/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    }
  });

  test('the navigation leads to each page and the product name leads home', async ({ page }) => {
    await page.goto('/contact');
    for (const [name, path, heading] of [
      ['About', '/about', "Here are the Interesting Facts we're proud of"],
      ['Country', '/country', 'Countries of the world'],
      ['Contact', '/contact', 'Contact Us'],
      ['Home', '/', 'Explore the World, One Country at a Time.'],
    ] as const) {
      const nav = await openNavigation(page);
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Each link loads a page: the visitor reads it once its islands (the list, the form) have started.
      await islandsStarted(page);
    }
    await page.goto('/about');
    await page.getByRole('link', { name: 'WorldAtlas', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('the Menu button shows on narrow screens only and toggles the mobile navigation it controls', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    // The element aria-controls names is always in the document, hidden while the menu is closed.
    const controls = await page.getByRole('button', { name: 'Menu', includeHidden: true }).getAttribute('aria-controls');
    const controlled = page.locator(`[id="${controls}"]`);
    await expect(controlled).toHaveCount(1);
    await expect(controlled).toBeHidden();
    if (!isMobile(page)) {
      await expect(menu).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      return;
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(controlled).toBeVisible();
    await expect(mobileNav).toHaveAttribute('id', controls ?? '');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();
    // A link in it opens its page, which arrives with the menu closed; the current page is marked.
    await menu.click();
    await mobileNav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(mobileNav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(mobileNav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  test('Escape closes the open menu and gives the focus back to the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 839 });
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('link', { name: 'Country' }).focus();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('the Menu button works the moment the page is parsed, before any script file has arrived', async ({ page }) => {
    // The menu is a phone's: every project checks it at a phone's width.
    await page.setViewportSize({ width: 412, height: 839 });
    // The list's page is the one with script files: the island loader, held back here.
    await page.route('**/islands.js', () => undefined);
    await page.goto('/country', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(mobileNav.getByRole('link', { name: 'Country' })).toHaveAttribute('aria-current', 'page');
    await menu.click();
    await expect(mobileNav).toBeHidden();
    expect(await page.locator(HYDRATED_ISLANDS_SELECTOR).count(), 'no island has started').toBe(0);
  });

  test('the footer shows the contact items, the copyright and links; external ones open a new tab without opener', async ({ page, context }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('listitem')).toHaveText([/^Location\S.+/, /^Phone\+?[\d ]+$/, /^E-mail\S+@\S+$/]);
    await expect(footer.getByText(`© ${new Date().getFullYear()} WorldAtlas`, { exact: true })).toBeVisible();
    const links = footer.getByRole('navigation', { name: 'Footer' });
    await expect(links.getByRole('link')).toHaveText(['Home', 'Social', 'Source Code', 'Contact']);
    for (const name of ['Social', 'Source Code']) {
      await expect(links.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
      await expect(links.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      await expect(links.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The outside sites are not reached from here: a stand-in page answers for the one followed.
    const social = (await links.getByRole('link', { name: 'Social' }).getAttribute('href')) ?? '';
    await context.route(social, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Social</title>' }));
    const popup = page.waitForEvent('popup');
    await links.getByRole('link', { name: 'Social' }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(social);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await links.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await islandsStarted(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the footer's phone number and e-mail address look like links in ${colorScheme} mode: coloured apart from the text, underlined, and focused visibly`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/contact');
      const footer = page.getByRole('contentinfo');
      const textColour = await footer.getByText('Location', { exact: true }).evaluate((label) => getComputedStyle(label).color);
      for (const name of ['+44 20 7946 0000', 'hello@worldatlas.example']) {
        const link = footer.getByRole('link', { name });
        const look = await link.evaluate((element) => ({ colour: getComputedStyle(element).color, line: getComputedStyle(element).textDecorationLine }));
        expect(look.line, name).toBe('underline');
        expect(look.colour, name).not.toBe(textColour);
        await link.focus();
        // Focus from the keyboard: the one before it, then Tab, so the ring is `:focus-visible`'s.
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        const indicator = await measureFocusIndicator(link);
        expect([name, indicator.kind]).not.toEqual([name, 'none']);
        expect(indicator.contrast, name).toBeGreaterThanOrEqual(3);
      }
    });
  }

  test('an unknown route shows the error page with 404 and Go Home', async ({ page, problems }) => {
    expectNotFoundPages(problems, '/no/such/page');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page).toHaveTitle('404 · WorldAtlas');
    await expect(page.getByText('Oops! An error occurred.')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
  });

  test("the 404 page leads on, in the page's language: its search finds a country, and its link opens the list", async ({ page, problems }) => {
    expectNotFoundPages(problems, '/no/such/page', '/fr/no/such/page');
    await page.goto('/no/such/page');
    await page.getByRole('searchbox', { name: 'Country name' }).fill('nepal');
    await page.getByRole('searchbox', { name: 'Country name' }).press('Enter');
    await expect(page).toHaveURL('/country?q=nepal');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading', { name: 'Nepal' })).toBeVisible();
    await page.goto('/fr/no/such/page');
    await page.getByRole('link', { name: 'Parcourir tous les pays' }).click();
    await expect(page).toHaveURL('/fr/country');
    await expect(page.getByRole('heading', { level: 1, name: 'Les pays du monde' })).toBeVisible();
  });
});
