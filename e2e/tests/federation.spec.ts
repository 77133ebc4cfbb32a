import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The federation instances of the page, and which remote provided the runtime they run on. The
 * remotes are built with `experiments.externalRuntime` (their runtime core is read from the global
 * `_FEDERATION_RUNTIME_CORE`, as module-federation.io's experiments page documents) and the host's
 * island loader with `provideExternalRuntime`. No public API lists a page's federation instances, so
 * this reads the runtime's own registry, `__FEDERATION__.__INSTANCES__`, and the marker the injecting
 * plugin leaves (`_FEDERATION_RUNTIME_CORE_FROM`): an instance is of the provided runtime's class
 * only if its remote runs on that runtime, not on a copy of its own.
 */
const federationRuntime = (page: Page) =>
  page.evaluate(() => {
    const global = globalThis as unknown as {
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: abstract new (...args: never[]) => unknown };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      __FEDERATION__?: { __INSTANCES__: Array<{ name: string }> };
    };
    const core = global._FEDERATION_RUNTIME_CORE;
    return {
      providedBy: global._FEDERATION_RUNTIME_CORE_FROM?.name,
      instances: (global.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => `${instance.name}: ${core !== undefined && instance instanceof core.ModuleFederation}`).sort(),
    };
  });

test.describe('islands through the federation runtime', () => {
  // Each page is a document of its own: it loads the remotes of its islands, and only those.
  for (const [path, remote, shows] of [
    ['/country', 'countries', (page: Page) => expect(page.getByText('250 countries')).toBeVisible()],
    ['/contact', 'contact', (page: Page) => expect(page.getByRole('button', { name: 'Send' })).toBeVisible()],
  ] as const) {
    test(`${path}: its island's remote (${remote}) runs on the federation runtime the shell's island loader provides`, async ({ page }) => {
      await page.goto(path);
      await shows(page);
      await expect(page.locator(`[data-island^="${remote}/"]`)).toHaveAttribute('data-hydrated', '');
      const runtime = await federationRuntime(page);
      expect(runtime.providedBy).toBe('shell');
      expect(runtime.instances).toEqual([`${remote}: true`, 'shell: true']);
    });
  }

  test('a visit through the site starts each page\'s island from its own remote, whichever came before', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page.locator('[data-island="countries/CountryListIsland"]')).toHaveAttribute('data-hydrated', '');
    await page.getByPlaceholder('search').fill('nep');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('[data-island="contact/ContactFormIsland"]')).toHaveAttribute('data-hydrated', '');
    expect((await federationRuntime(page)).instances).toEqual(['contact: true', 'shell: true']);
    await page.goBack();
    await expect(page).toHaveURL('/country?q=nep');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.locator('[data-island="countries/CountryListIsland"]')).toHaveAttribute('data-hydrated', '');
  });
});
