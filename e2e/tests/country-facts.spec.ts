import type { Page } from '@playwright/test';
import { expect, fromApi, test } from './fixtures';

// A country page shows what the data has beyond the spec's facts: demonym, calling code, time zones,
// the capital's coordinates, landlocked, independent and UN member; what a record lacks is left out.

/** The value shown beside `label` on the detail page (a description list). */
const value = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const terms = (page: Page) => page.locator('dt').allTextContents();

interface Facts {
  demonyms?: { eng?: { f: string; m: string } };
  idd?: { root?: string; suffixes?: string[] };
  timezones?: string[];
  capitalInfo?: { latlng: number[] };
  landlocked?: boolean;
  independent?: boolean;
  unMember?: boolean;
}
const facts = async (request: Parameters<typeof fromApi>[0], name: string) =>
  (await fromApi<Facts[]>(request, `/v3.1/name/${encodeURIComponent(name)}?fullText=true&fields=demonyms,idd,timezones,capitalInfo,landlocked,independent,unMember`))[0] ?? {};
const yesNo = (flag: boolean | undefined) => (flag ? 'Yes' : 'No');

test.describe('country facts', () => {
  test("Nepal's demonym, calling code, time zone, capital's coordinates, landlocked, independent and UN member, as the data has them", async ({ page, request }) => {
    const nepal = await facts(request, 'Nepal');
    const [latitude = NaN, longitude = NaN] = nepal.capitalInfo?.latlng ?? [];
    await page.goto('/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(value(page, 'Demonym')).toHaveText(nepal.demonyms?.eng?.m ?? '');
    await expect(value(page, 'Calling code')).toHaveText(`${nepal.idd?.root}${nepal.idd?.suffixes?.[0]}`);
    await expect(value(page, 'Calling code')).toHaveText('+977');
    await expect(value(page, 'Time zones')).toHaveText((nepal.timezones ?? []).join(', '));
    await expect(value(page, 'Capital coordinates')).toHaveText(`${latitude}° N, ${longitude}° E`);
    await expect(value(page, 'Landlocked')).toHaveText(yesNo(nepal.landlocked));
    await expect(value(page, 'Independent')).toHaveText(yesNo(nepal.independent));
    await expect(value(page, 'UN member')).toHaveText(yesNo(nepal.unMember));
    // Every fact fits the screen's width, a phone's too.
    const overflow = await page.locator('dd').evaluateAll((cells) => cells.filter((cell) => cell.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((cell) => cell.textContent));
    expect(overflow).toEqual([]);
  });

  test('several calling codes, time zones and coordinates south and west read as lists', async ({ page, request }) => {
    const peru = await facts(request, 'Peru');
    await page.goto('/country/Puerto%20Rico');
    await expect(value(page, 'Calling code')).toHaveText('+1787, +1939');
    await page.goto('/country/Peru');
    const [latitude = NaN, longitude = NaN] = peru.capitalInfo?.latlng ?? [];
    await expect(value(page, 'Capital coordinates')).toHaveText(`${Math.abs(latitude)}° S, ${Math.abs(longitude)}° W`);
    await page.goto('/country/Russia');
    await expect(value(page, 'Calling code')).toHaveText('+7');
    await expect(value(page, 'Time zones')).toHaveText((await facts(request, 'Russia')).timezones?.join(', ') ?? '');
  });

  test('a fact the record lacks is left out, never "undefined"', async ({ page }) => {
    await page.goto('/country/Kosovo');
    await expect(page.getByRole('heading', { level: 1, name: 'Kosovo' })).toBeVisible();
    // Our data has no independence value and no time zone for Kosovo.
    expect(await terms(page)).not.toContain('Independent');
    expect(await terms(page)).not.toContain('Time zones');
    await expect(value(page, 'UN member')).toHaveText('No');
    await page.goto('/country/Antarctica');
    await expect(page.getByRole('heading', { level: 1, name: 'Antarctica' })).toBeVisible();
    expect(await terms(page)).not.toContain('Calling code');
    expect(await terms(page)).not.toContain('Capital coordinates');
    await expect(page.locator('main')).not.toContainText('undefined');
  });
});
