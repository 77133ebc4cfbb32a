import { screen, within } from '@testing-library/react';
import { countryRequest } from '@worldatlas/countries-client';
import { SITE_LANGUAGES } from '@worldatlas/i18n';
import { untranslatedText } from '@worldatlas/i18n/test-kit';
import { countryMeta } from '../../routes/country';
import { API, renderPage, routeContext } from '../../test/render';

// The country page in Arabic, on the real countries-api: names in Arabic, and every piece of data
// that stays in Latin letters (a capital, a domain, a name the data has only in English) isolated,
// so it keeps its order inside right-to-left text. The Arabic catalogs being complete, any Latin
// word left outside a <bdi> or U+2068…U+2069 is data that was not isolated.

const arabic = () => ({ ...routeContext(), locale: 'ar' });
const language = (tag: string) => SITE_LANGUAGES.find((each) => each.tag === tag)!;
const iso = (text: string) => `\u2068${text}\u2069`;

/** The definition (value) that follows the term `label` in the details list. */
function value(label: string) {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[terms.indexOf(label)];
}

describe('the country page in Arabic', () => {
  it.each(['Nepal', 'Switzerland', 'Belize', 'Antarctica', 'Ivory Coast'])('isolates every piece of data in Latin letters on the page of %s', async (name) => {
    const { container } = await renderPage(`/country/${encodeURIComponent(name)}`, arabic());
    expect(untranslatedText(container.innerHTML)).toEqual([]);
  });

  it('names the country, its neighbours, region and languages in Arabic, the capital as the data has it', async () => {
    await renderPage('/country/Nepal', arabic());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^نيبال$/);
    expect(value('المنطقة الفرعية')).toHaveTextContent(/^جنوب آسيا$/);
    expect(value('اللغات')).toHaveTextContent(/^النيبالية$/);
    expect(value('العاصمة')?.innerHTML).toBe('<bdi>Kathmandu</bdi>');
    expect(value('المناطق الزمنية')).toHaveTextContent(/^غرينتش\+05:45$/);
    const borders = screen.getByRole('heading', { level: 2, name: 'البلدان المجاورة' }).parentElement as HTMLElement;
    expect(within(borders).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['الصين', '/ar/country/China'],
      ['الهند', '/ar/country/India'],
    ]);
  });

  it('lists names with the Arabic conjunction', async () => {
    await renderPage('/country/Switzerland', arabic());
    expect(value('اللغات')).toHaveTextContent(/^الفرنسية والألمانية السويسرية والإيطالية والرومانشية$/);
  });
});

describe("the country page's meta in another language", () => {
  it("titles and describes the page with the country's names in the language, the data isolated", async () => {
    const nepal = await countryRequest(API, 'Nepal').fetch();
    const [title, description] = countryMeta(nepal, language('fr'));
    expect(title).toEqual({ title: `${iso('Népal')} · WorldAtlas` });
    expect(description).toEqual({ name: 'description', content: expect.stringMatching(new RegExp(`^${iso('République du Népal')} : ${iso('Asie du Sud')}, capitale ${iso('Kathmandu')}, population \u2068[\\d\u202f]+\u2069\\. Drapeau, `)) });
    const [arabicTitle] = countryMeta(nepal, language('ar'));
    expect(arabicTitle).toEqual({ title: `${iso('نيبال')} · WorldAtlas` });
  });

  it('keeps the English meta as it was: the data as it is, nothing isolated', async () => {
    const nepal = await countryRequest(API, 'Nepal').fetch();
    const [title, description] = countryMeta(nepal, language('en'));
    expect(title).toEqual({ title: 'Nepal · WorldAtlas' });
    expect(description).toEqual({ name: 'description', content: expect.stringMatching(/^Federal Democratic Republic of Nepal: Southern Asia, capital Kathmandu, population [\d,]+\. Flag, native names/) });
  });
});
