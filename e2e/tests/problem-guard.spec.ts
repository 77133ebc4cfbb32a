import { expect, test } from './fixtures';

// The guard every other test relies on must itself fail when it should: each test here provokes
// what the fixture has to catch, and is marked as expected to fail.
test.describe('the problem guard fails a test', () => {
  test('on a console error in a second page of the context', async ({ page, context }) => {
    test.fail();
    await page.goto('/contact');
    const other = await context.newPage();
    await other.goto('/contact');
    await other.evaluate(() => console.error('a problem in another page'));
    await expect(other.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('on an uncaught exception', async ({ page }) => {
    test.fail();
    await page.goto('/contact');
    await page.evaluate(() => setTimeout(() => {
      throw new Error('uncaught on purpose');
    }));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('on an error answer to the request fixture', async ({ request }) => {
    test.fail();
    expect((await request.get('/no-such-file.json')).status()).toBe(404);
  });

  test('on an expected problem that never happened', async ({ page, problems }) => {
    test.fail();
    problems.expect(/^HTTP 503: /);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
