import { expect, test } from './fixtures';

// Remotes are built without a federation runtime of their own (they would not start without this one).
test('the shell provides the federation runtime the remotes it loads run on', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(8);
  const runtime = await page.evaluate(() => {
    const global = globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string }; __FEDERATION__?: { __INSTANCES__: { name: string }[] } };
    return { providedBy: global._FEDERATION_RUNTIME_CORE_FROM?.name, instances: global.__FEDERATION__?.__INSTANCES__.map((instance) => instance.name).sort() };
  });
  expect(runtime.providedBy).toBe('shell');
  expect(runtime.instances).toEqual(['facts', 'shell']);
});
