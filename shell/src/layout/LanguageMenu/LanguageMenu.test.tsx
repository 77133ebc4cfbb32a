import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { LanguageMenu } from './LanguageMenu';

/** The menu rendered on the page at `path` in the language tagged `locale`; its links' names, languages and addresses. */
async function menuAt(path: string, locale: string, home = false) {
  await renderRoutes([{ path: '*', element: <LanguageMenu home={home} /> }], path, locale);
  const links = within(screen.getByRole('list', { hidden: true })).getAllByRole('link', { hidden: true });
  return links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('hreflang'), link.getAttribute('href'), link.getAttribute('aria-current')]);
}

describe('LanguageMenu', () => {
  it("lists each language by its own name, each a link to this page in it that remembers the choice, the page's own marked", async () => {
    expect(await menuAt('/fr/country/C%C3%B4te%20d\'Ivoire', 'fr')).toEqual([
      ['English', 'en', 'en', "/language?to=%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['Français', 'fr', 'fr', "/language?to=%2Ffr%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", 'true'],
      ['Deutsch', 'de', 'de', "/language?to=%2Fde%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['Español', 'es', 'es', "/language?to=%2Fes%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['Português', 'pt', 'pt', "/language?to=%2Fpt%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['العربية', 'ar', 'ar', "/language?to=%2Far%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['中文', 'zh-Hans', 'zh-Hans', "/language?to=%2Fzh%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['日本語', 'ja', 'ja', "/language?to=%2Fja%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
      ['Русский', 'ru', 'ru', "/language?to=%2Fru%2Fcountry%2FC%25C3%25B4te%2520d%27Ivoire", null],
    ]);
  });

  it('names the current language in the page\'s language, and opens without scripts (a disclosure)', async () => {
    await menuAt('/ar/about', 'ar');
    const summary = document.querySelector('details > summary');
    expect(summary).toHaveAttribute('aria-label', 'اللغة: العربية');
    expect(summary).toHaveTextContent('العربية');
  });

  it("keeps the page's query, and leads an English home page's links to each home page", async () => {
    expect((await menuAt('/country?region=Asia', 'en')).slice(0, 2).map((link) => link[3])).toEqual(['/language?to=%2Fcountry%3Fregion%3DAsia', '/language?to=%2Ffr%2Fcountry%3Fregion%3DAsia']);
    expect((await menuAt('/', 'en')).slice(0, 2).map((link) => link[3])).toEqual(['/language?to=%2F', '/language?to=%2Ffr']);
    expect((await menuAt('/ja/no/such/page', 'ja', true)).slice(0, 2).map((link) => link[3])).toEqual(['/language?to=%2F', '/language?to=%2Ffr']);
  });
});
