import { expect, openNavigation, test } from './fixtures';

/**
 * The remotes are built with `experiments.externalRuntime` (their runtime core is read from the
 * global `_FEDERATION_RUNTIME_CORE`, as module-federation.io's experiments page documents) and the
 * shell with `provideExternalRuntime`. No public API lists a page's federation instances, so this
 * reads the runtime's own registry, `__FEDERATION__.__INSTANCES__`, and the marker the injecting
 * plugin leaves (`_FEDERATION_RUNTIME_CORE_FROM`): an instance is of the provided runtime's class
 * only if its remote runs on that runtime, not on a copy of its own.
 */
test('every remote runs on the federation runtime the shell provides', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(8);
  await (await openNavigation(page)).getByRole('link', { name: 'Country', exact: true }).click();
  await expect(page.getByText('250 countries')).toBeVisible();
  await (await openNavigation(page)).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  const runtime = await page.evaluate(() => {
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
  expect(runtime.providedBy).toBe('shell');
  expect(runtime.instances).toEqual(['contact: true', 'countries: true', 'facts: true', 'shell: true']);
});
