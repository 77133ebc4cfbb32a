import type { Locator, Page } from '@playwright/test';
import { expect, fromApi, test } from './fixtures';

/** The eight fact cards, each fact in the words its card's sentence tells it in: World without a capital or population, Russia's population the one the data gives. */
const FACTS = [
  { country: 'World', capital: null, population: null, fact: '195 countries, including 193 UN member states and 2 observer states' },
  { country: 'Nepal', capital: 'Kathmandu', population: 29_609_623, fact: 'Mount Everest, 8,848 m' },
  { country: 'Egypt', capital: 'Cairo', population: 104_258_327, fact: 'Pyramids of Giza' },
  { country: 'Australia', capital: 'Canberra', population: 25_687_041, fact: 'Great Barrier Reef' },
  { country: 'Brazil', capital: 'Brasilia', population: 213_993_437, fact: 'Amazon Rainforest' },
  { country: 'France', capital: 'Paris', population: 67_407_241, fact: 'Eiffel Tower' },
  { country: 'Russia', capital: 'Moscow', population: 'from the data', fact: 'the largest country by area, over 17 million km²' },
  { country: 'China', capital: 'Beijing', population: 1_444_216_107, fact: 'Great Wall is visible from space on rare occasions' },
] as const;

const factCard = (page: Page, country: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: country, exact: true }) });

async function russiaPopulation(request: Parameters<typeof fromApi>[0]): Promise<number> {
  const [russia] = await fromApi<Array<{ population: number }>>(request, '/v3.1/name/Russia?fullText=true&fields=population');
  return russia?.population ?? 0;
}

test.describe('landing and about pages', () => {
  test('the hero shows the heading, a paragraph, the globe and Start Exploring', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Explore the World, One Country at a Time.' });
    await expect(hero.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(hero.getByRole('paragraph')).toHaveText(/^Discover the history, culture and beauty of every nation\. .+/);
    // Drawn in the page (no image to wait for), at a fixed size, so nothing moves.
    const globe = hero.getByRole('img', { name: 'A globe facing Europe, Africa and Asia' });
    await expect(globe).toBeVisible();
    await expect(globe).toHaveAttribute('width', '320');
    await expect(globe).toHaveAttribute('height', '320');
    // A plain link: the list is a page of its own.
    await expect(hero.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/country');
    await hero.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page).toHaveURL('/country');
    await expect(page.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeVisible();
  });

  test('the facts section shows the eight cards, each telling its fact, capital and population in sentences', async ({ page, request }) => {
    const russia = await russiaPopulation(request);
    await page.goto('/');
    // Hero h1, section h2, cards h3.
    await expect(page.getByRole('heading', { level: 2, name: 'Interesting Facts' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(FACTS.map((fact) => fact.country));
    for (const { country, capital, population, fact } of FACTS) {
      const card = factCard(page, country);
      await expect(card).toContainText(fact);
      if (capital) await expect(card).toContainText(`Its capital is ${capital}, and ${(population === 'from the data' ? russia : (population ?? 0)).toLocaleString('en-US')} people live there.`);
      else await expect(card).not.toContainText(/capital|people|Null/i);
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

  test('an English page formats its populations the English way: a page is in the language its address names', async ({ page, request }) => {
    const russia = await russiaPopulation(request);
    await page.goto('/about');
    await expect(factCard(page, 'Nepal')).toContainText('29,609,623 people');
    await expect(factCard(page, 'Russia')).toContainText(`${russia.toLocaleString('en-US')} people`);
    await page.goto('/country?q=nepal');
    await expect(page.getByRole('article')).toContainText(/Population: \d{1,3}(,\d{3})+/);
  });
});
