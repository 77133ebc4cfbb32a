import type { Locator, Page } from '@playwright/test';
import { expect, fromApi, test } from './fixtures';

/** The eight fact cards: World without a population line, Russia's population the one the data gives. */
const FACTS = [
  { country: 'World', capital: null, population: null, fact: '195 countries, including 193 UN member states and 2 observer states' },
  { country: 'Nepal', capital: 'Kathmandu', population: 29_609_623, fact: 'Mount Everest, 8,848 m' },
  { country: 'Egypt', capital: 'Cairo', population: 104_258_327, fact: 'Pyramids of Giza' },
  { country: 'Australia', capital: 'Canberra', population: 25_687_041, fact: 'Great Barrier Reef' },
  { country: 'Brazil', capital: 'Brasilia', population: 213_993_437, fact: 'Amazon Rainforest' },
  { country: 'France', capital: 'Paris', population: 67_407_241, fact: 'Eiffel Tower' },
  { country: 'Russia', capital: 'Moscow', population: 'from the data', fact: 'Largest country by area, over 17 million km²' },
  { country: 'China', capital: 'Beijing', population: 1_444_216_107, fact: 'Great Wall visible from space on rare occasions' },
] as const;

const factCard = (page: Page, country: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: country, exact: true }) });

async function russiaPopulation(request: Parameters<typeof fromApi>[0]): Promise<number> {
  const [russia] = await fromApi<Array<{ population: number }>>(request, '/v3.1/name/Russia?fullText=true&fields=population');
  return russia?.population ?? 0;
}

test.describe('landing and about pages', () => {
  test('the hero shows the heading, a paragraph, the world image and Start Exploring', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Explore the World, One Country at a Time.' });
    await expect(hero.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(hero.getByRole('paragraph')).toHaveText(/^Discover the history, culture and beauty of every nation\. .+/);
    const image = hero.getByRole('img', { name: 'A globe showing the continents' });
    await expect(image).toBeVisible();
    // A fixed size, so nothing moves when it arrives.
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A plain link: the list is a page of its own.
    await expect(hero.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/country');
    await hero.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page).toHaveURL('/country');
    await expect(page.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeVisible();
  });

  test('the facts section shows the eight cards, each with its capital, population and fact', async ({ page, request }) => {
    const russia = await russiaPopulation(request);
    await page.goto('/');
    // Hero h1, section h2, cards h3.
    await expect(page.getByRole('heading', { level: 2, name: 'Interesting Facts' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(FACTS.map((fact) => fact.country));
    for (const { country, capital, population, fact } of FACTS) {
      const card = factCard(page, country);
      await expect(card).toContainText(`Interesting fact: ${fact}`);
      if (capital) await expect(card).toContainText(`Capital: ${capital}`);
      else await expect(card).not.toContainText('Capital');
      if (population === null) await expect(card).not.toContainText(/Population|Null/);
      else await expect(card).toContainText(`Population: ${(population === 'from the data' ? russia : population).toLocaleString('en-US')}`);
    }
    await expect(factCard(page, 'Russia')).not.toContainText('1,324,216,107');
  });

  test('/about shows only the facts section, its title the page heading and the cards one level below', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About · WorldAtlas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(["Here are the Interesting Facts we're proud of"]);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(FACTS.map((fact) => fact.country));
    await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveCount(0);
  });
});

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('populations are formatted for the visitor’s locale', async ({ page, request }) => {
    const russia = await russiaPopulation(request);
    await page.goto('/about');
    await expect(factCard(page, 'Nepal')).toContainText('Population: 29.609.623');
    await expect(factCard(page, 'Russia')).toContainText(`Population: ${russia.toLocaleString('de-DE')}`);
    await page.goto('/country?q=nepal');
    await expect(page.getByRole('article')).toContainText(/Population: \d{1,3}(\.\d{3})+/);
  });
});
