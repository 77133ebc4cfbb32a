import { within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { ENGLISH, SITE_LANGUAGES } from '@worldatlas/i18n';
import { untranslatedText } from '@worldatlas/i18n/test-kit';
import { inPageLanguage } from '@worldatlas/routing';
import { renderToString } from 'react-dom/server';
import type { ComparePageData } from '../features/compare-data';
import { compareMeta } from '../features/compare-meta';
import { ComparedView } from '../features/ComparedView';
import { renderCompared, routeContext } from '../test/render';

const language = (tag: string) => SITE_LANGUAGES.find((each) => each.tag === tag)!;

/** The compare page at `path` in the language tagged `locale`, its loader on the real countries-api, and its loader's data. */
async function renderIn(locale: string, path: string) {
  const rendered = await renderCompared(path, { ...routeContext(), locale });
  return { ...rendered, loaded: rendered.page.context.loaderData.compare as ComparePageData };
}

/** The cell of `row` (its label) in the column of the `index`th compared country (from 1). */
function cell(container: HTMLElement, row: string, index: number): HTMLElement {
  const found = within(container).getByRole('rowheader', { name: row }).parentElement?.querySelectorAll('td')[index - 1];
  if (!found) throw new Error(`no ${row} cell ${index}`);
  return found;
}

/** The texts of `element`'s `<bdi>`s, with their `lang` where they have one. */
const isolated = (element: Element) => [...element.querySelectorAll('bdi')].map((bdi) => (bdi.lang ? `${bdi.textContent} (${bdi.lang})` : bdi.textContent));

describe("the compare page names countries, regions, languages and currencies in the page's language", () => {
  it('in French: names from the data, the others from CLDR, each in a <bdi>; capitals, codes and time zones as the data gives them', async () => {
    const { container } = await renderIn('fr', '/compare?countries=NPL,CHE');
    expect(isolated(within(container).getByRole('heading', { level: 1 }))).toEqual(['Népal', 'Suisse']);
    const columns = within(container).getAllByRole('columnheader').slice(1);
    // A country's address keeps its English name: the page in French is at the same id.
    expect(columns.map((column) => within(column).getAllByRole('link')[0]?.getAttribute('href'))).toEqual(['/fr/country/Nepal', '/fr/country/Switzerland']);
    expect(isolated(cell(container, 'Région', 1))).toEqual(['Asie']);
    expect(isolated(cell(container, 'Sous-région', 2))).toEqual(['Europe de l’Ouest']);
    expect(isolated(cell(container, 'Langues', 2))).toEqual(['français', 'suisse allemand', 'italien', 'romanche']);
    expect(cell(container, 'Langues', 2)).toHaveTextContent('français, suisse allemand, italien, romanche');
    expect(isolated(cell(container, 'Monnaies', 1))).toEqual(['roupie népalaise (₨)']);
    expect(isolated(cell(container, 'Capitale', 1))).toEqual(['Kathmandu']);
    expect(isolated(cell(container, 'Fuseaux horaires', 1))).toEqual(['UTC+05:45']);
    expect(isolated(cell(container, 'Population', 2))).toEqual([expect.stringMatching(/^\d{1,3}(\u202f\d{3})+$/)]);
    const china = within(cell(container, 'Frontières', 1)).getByRole('link', { name: 'Chine' });
    expect([china.getAttribute('href'), china.firstElementChild?.tagName]).toEqual(['/fr/country/China', 'BDI']);
    expect([...container.querySelectorAll('svg text')].map((text) => text.textContent)).toContain('Népal');
  });

  it("marks the data's English name where CLDR has none in the page's language", async () => {
    const { container } = await renderIn('fr', '/compare?countries=GGY,BOL');
    expect(isolated(cell(container, 'Monnaies', 1))).toEqual(['livre sterling (£)', 'Guernsey pound (£) (en)']);
    expect(isolated(cell(container, 'Langues', 1))).toEqual(['anglais', 'français', 'Guernésiais (en)']);
    expect(isolated(cell(container, 'Sous-région', 2))).toEqual(['Amérique du Sud']);
  });

  it('in Arabic: Arabic names, Latin capitals and figures isolated, lists joined the Arabic way', async () => {
    const { container } = await renderIn('ar', '/compare?countries=NPL,CHE');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('نيبال مقابل سويسرا');
    expect(isolated(within(container).getByRole('heading', { level: 1 }))).toEqual(['نيبال', 'سويسرا']);
    expect(isolated(cell(container, 'العاصمة', 2))).toEqual(['Bern']);
    expect(isolated(cell(container, 'المساحة', 2))).toEqual(['41,284']);
    expect(cell(container, 'المساحة', 2)).toHaveTextContent('41,284 كم²');
    expect(cell(container, 'اللغات', 2)).toHaveTextContent('الفرنسية والألمانية السويسرية والإيطالية والرومانشية');
    expect(isolated(cell(container, 'المنطقة', 1))).toEqual(['آسيا']);
    expect(within(container).getByRole('img', { name: '\u2068نيبال\u2069 و\u2068سويسرا\u2069 على خريطة العالم' })).toBeInTheDocument();
    // The bar charts are drawn left to right: their texts keep that direction on a right-to-left page.
    const charts = within(container).getAllByRole('img', { name: /على شكل أعمدة/ });
    expect(charts.map((chart) => chart.getAttribute('direction'))).toEqual(['ltr', 'ltr']);
  });

  // Arabic's catalogs have no Latin letter: any left outside a <bdi> or an isolate is data not isolated.
  it.each(['/compare?countries=GGY,KIR,BOL,ZAF', '/compare?countries=NPL', '/compare?countries=NPL,XYZ,CHE', '/compare?countries=NPL,CHE&add=Atlantis', '/compare?countries=NPL,CHE,CHL,PER&add=Brazil'])(
    'isolates every Latin name, code and figure of %s in Arabic',
    async (path) => {
      const { page } = await renderIn('ar', path);
      expect(untranslatedText(page.html)).toEqual([]);
    },
  );

  it('leaves an English page as it was: no <bdi>, no isolating characters', async () => {
    const { page, container } = await renderIn('en', '/compare?countries=GGY,BOL');
    expect(container.querySelector('bdi')).toBeNull();
    expect(page.html).not.toMatch(/[\u2068\u2069]/);
    expect(cell(container, 'Currencies', 1)).toHaveTextContent('British pound (£), Guernsey pound (£)');
  });
});

describe("the compare page's title and description in the page's language", () => {
  it('names the countries in French and Arabic, isolated', async () => {
    const { loaded } = await renderIn('fr', '/compare?countries=NPL,CHE');
    expect(compareMeta(loaded, language('fr')).slice(0, 2)).toEqual([
      { title: '\u2068Népal\u2069 vs \u2068Suisse\u2069 · WorldAtlas' },
      { name: 'description', content: '\u2068Népal\u2069 et \u2068Suisse\u2069 côte à côte : population, superficie, densité, capitales, langues, monnaies, fuseaux horaires et frontières.' },
    ]);
    const arabic = await renderIn('ar', '/compare?countries=NPL,CHE');
    expect(compareMeta(arabic.loaded, language('ar'))[0]).toEqual({ title: '\u2068نيبال\u2069 مقابل \u2068سويسرا\u2069 · WorldAtlas' });
    expect(compareMeta(loaded, ENGLISH)[0]).toEqual({ title: 'Nepal vs Switzerland · WorldAtlas' });
  });

  it('isolates the unknown codes it names', async () => {
    const { loaded } = await renderIn('fr', '/compare?countries=NPL,XYZ,QQQ');
    expect(compareMeta(loaded, language('fr'))).toEqual([{ title: 'Code de pays introuvable · WorldAtlas' }, { name: 'description', content: 'Aucun pays n’a le code \u2068XYZ\u2069, \u2068QQQ\u2069.' }]);
  });
});

describe("the compare page's links in the page's language", () => {
  it('spells every link and the form in French under /fr, a country by its English name', async () => {
    const { loaded } = await renderIn('fr', '/compare?countries=NPL,CHE');
    if (loaded.kind !== 'compare') throw new Error('no comparison');
    document.body.innerHTML = inPageLanguage(language('fr'), () =>
      renderToString(
        <Provider locale="fr">
          <ComparedView countries={loaded.countries} names={loaded.names} borderNames={loaded.borderNames} />
        </Provider>,
      ),
    );
    const paths = [...document.querySelectorAll('a[href], form[action]')].map((element) => element.getAttribute('href') ?? element.getAttribute('action'));
    expect(paths.length).toBeGreaterThan(8);
    expect(paths.filter((path) => !path?.startsWith('/fr/'))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/fr/country/Nepal', '/fr/country/China', '/fr/compare?countries=NPL', '/fr/compare']));
  });
});
