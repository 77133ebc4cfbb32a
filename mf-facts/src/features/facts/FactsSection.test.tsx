import { render, screen, within } from '@testing-library/react';
import type { Country } from '@worldatlas/contracts';
import { Provider } from '@worldatlas/design-system';
import { countryName, SITE_LANGUAGES } from '@worldatlas/i18n';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FactsSection } from './FactsSection';

const renderSection = (level?: 1 | 2, locale?: string) =>
  render(
    <Provider locale={locale}>
      <FactsSection title="Here are the Interesting Facts we're proud of" headingLevel={level} />
    </Provider>,
  );

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

/** The record of `cca3` in the countries data countries-api serves (its build output). */
function recordInData(cca3: string): Country {
  const file = join(__dirname, '..', '..', '..', '..', 'countries-api', 'dist', 'data', 'countries.json');
  const record = (JSON.parse(readFileSync(file, 'utf8')) as Country[]).find((each) => each.cca3 === cca3);
  if (!record) throw new Error(`no ${cca3} record in ${file}`);
  return record;
}

/** Russia's population in the countries data. */
const russiaPopulationInData = () => recordInData('RUS').population;

/** The countries of the cards after World's, in order, by cca3. */
const CARD_COUNTRIES = ['NPL', 'EGY', 'AUS', 'BRA', 'FRA', 'RUS', 'CHN'];

describe('FactsSection', () => {
  it('shows the title at the requested level and the eight cards, one level below it', () => {
    renderSection(1);
    expect(screen.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    for (const name of ['World', 'Nepal', 'Egypt', 'Australia', 'Brazil', 'France', 'Russia', 'China']) {
      expect(card(name)).toBeInTheDocument();
    }
  });

  // jsdom's browser language is en-US: numbers are English whatever the machine's LANG.
  it('tells the fact, the capital and the population (formatted for the browser language) in sentences, under an icon', () => {
    renderSection();
    expect(card('Nepal')).toHaveTextContent('Nepal is home to Mount Everest, 8,848 m, the highest mountain on Earth.');
    expect(card('Nepal')).toHaveTextContent('Its capital is Kathmandu, and 29,609,623 people live there.');
    expect(card('China')).toHaveTextContent('Its capital is Beijing, and 1,444,216,107 people live there.');
    expect(within(card('Nepal')).getByRole('heading').parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('says nothing of a capital or population for World', () => {
    renderSection();
    const world = card('World');
    expect(world).not.toHaveTextContent(/capital|people|Null/i);
    expect(world).toHaveTextContent('195 countries, including 193 UN member states and 2 observer states');
  });

  it('puts the card headings at level 3 under a level-2 section title', () => {
    renderSection(2);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
  });

  it("uses the countries data's population for Russia, not the source's 1,324,216,107", () => {
    renderSection();
    expect(card('Russia')).toHaveTextContent(russiaPopulationInData().toLocaleString('en-US'));
    expect(card('Russia')).toHaveTextContent('146,028,325');
    expect(card('Russia')).not.toHaveTextContent('1,324,216,107');
  });

  it("tells the cards in the page's language, its numbers formatted the language's way", () => {
    renderSection(2, 'fr');
    expect(card('Népal')).toHaveTextContent('Le Népal abrite le mont Everest, 8 848 m, la plus haute montagne de la Terre.');
    // French groups digits with a space (a narrow no-break one), not a comma.
    expect(card('Népal')).toHaveTextContent(/Sa capitale est Katmandou, et 29\s609\s623 personnes y vivent\./);
    expect(within(card('Népal')).getByText('Katmandou').tagName).toBe('STRONG');
    expect(card('Monde')).not.toHaveTextContent(/capitale/);
  });

  it.each(SITE_LANGUAGES.map((language) => [language.tag, language] as const))("names the cards' countries in %s as the countries data does", (tag, language) => {
    renderSection(2, tag);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(1)).toEqual(CARD_COUNTRIES.map((code) => countryName(recordInData(code), language)));
  });

  it('isolates the population in a <bdi> in Arabic, so its digits keep their order in the sentence', () => {
    renderSection(2, 'ar');
    const population = within(card('نيبال')).getByText('29,609,623');
    expect([population.tagName, population.parentElement?.tagName]).toEqual(['BDI', 'STRONG']);
  });

  it('writes no <bdi> on an English page', () => {
    const { container } = renderSection(2, 'en');
    expect(container.querySelector('bdi')).toBeNull();
  });
});
