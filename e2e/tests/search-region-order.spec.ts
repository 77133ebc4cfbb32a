import { cards, type ListRecord, namesShown, openList } from './country-list';
import { expect, fromApi, test } from './fixtures';

// The list's search by name, its region and its order: what each shows, and how they combine and
// live in the address.

test.describe('country list', () => {
  test('search is a case-insensitive substring of the name; clearing it shows every country', async ({ page, request }) => {
    const records = await fromApi<ListRecord[]>(request, '/v3.1/all?fields=name');
    const matching = records.map((record) => record.name.common).filter((name) => name.toLowerCase().includes('land'));
    await openList(page);
    await page.getByPlaceholder('search').fill('LaNd');
    await expect(page.getByText(`${matching.length} countries`)).toBeVisible();
    expect((await namesShown(page)).sort()).toEqual([...matching].sort());
    await page.getByPlaceholder('search').fill('');
    await expect(page.getByText(`${records.length} countries`)).toBeVisible();
  });

  test('search by name ignores accents: "sao", "curacao" and "reunion" find São Tomé and Príncipe, Curaçao and Réunion', async ({ page }) => {
    await openList(page);
    const search = page.getByPlaceholder('search');
    for (const [text, name] of [['sao', 'São Tomé and Príncipe'], ['curacao', 'Curaçao'], ['REUNION', 'Réunion']] as const) {
      await search.fill(text);
      await expect(page.getByText('1 country', { exact: true })).toBeVisible();
      expect(await namesShown(page)).toEqual([name]);
    }
  });

  test('each region option shows exactly the countries of that region', async ({ page, request }) => {
    const records = await fromApi<ListRecord[]>(request, '/v3.1/all?fields=name,region');
    await openList(page);
    const region = page.getByRole('combobox', { name: 'Region', exact: true });
    await expect(region.getByRole('option')).toHaveText(['All', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
    await expect(region).toHaveValue('all');
    for (const name of ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']) {
      await region.selectOption(name);
      await expect(page).toHaveURL(`/country?region=${name}`);
      const expected = records.filter((record) => record.region === name).map((record) => record.name.common);
      await expect(page.getByText(`${expected.length} countries`)).toBeVisible();
      expect((await namesShown(page)).sort()).toEqual(expected.sort());
    }
  });

  test('Asc and Desc order by name the way the language does: Åland Islands next to Afghanistan', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(250);
    expect((await namesShown(page)).slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL('/country?sort=desc');
    await expect(page.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first().getByRole('heading')).toHaveText('Zimbabwe');
    expect((await namesShown(page)).slice(-3)).toEqual(['Albania', 'Åland Islands', 'Afghanistan']);
  });

  test('search, region and order combine and live in the address, without loading another page', async ({ page }) => {
    await openList(page);
    // A mark on this document's window: a page load would lose it.
    await page.evaluate(() => Object.assign(window, { listDocument: true }));
    await page.getByPlaceholder('search').fill('ne');
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Asia');
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL('/country?q=ne&region=Asia&sort=desc');
    await expect(cards(page).getByRole('heading')).toHaveText(['Philippine...', 'Palestine', 'Nepal', 'Indonesia', 'Brunei']);
    await page.getByRole('button', { name: 'Asc' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippine...']);
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('all');
    await page.getByPlaceholder('search').fill('');
    await expect(page).toHaveURL('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    // The island replaced the address as the list changed: the same document all along.
    expect(await page.evaluate(() => (window as { listDocument?: boolean }).listDocument)).toBe(true);
  });

  test('a shared address opens the same filtered list; unknown values fall back to defaults', async ({ page }) => {
    await openList(page, '?q=ne&region=Asia&sort=desc');
    await expect(page.getByText('5 countries')).toBeVisible();
    await expect(page.getByPlaceholder('search')).toHaveValue('ne');
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('Asia');
    await expect(page.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByText('5 countries')).toBeVisible();
    await openList(page, '?region=Narnia&sort=sideways');
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page).toHaveURL('/country');
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('all');
    await expect(page.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
  });
});
