import { renderComparePage, renderCompared, routeContext } from '../test/render';

/** The names the picker's field suggests (its `<datalist>`) on the compare page in the language tagged `locale`. */
async function offeredNames(locale: string): Promise<string[]> {
  const { container } = await renderCompared('/compare?countries=NPL', { ...routeContext(), locale });
  return [...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value') ?? '');
}

describe("the picker's names, in the page's language and its alphabetical order", () => {
  it('offers every country by its French name, accented initials among their letters', async () => {
    const names = await offeredNames('fr');
    expect(names).toHaveLength(250);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Afrique du Sud', 'Ahvenanmaa']);
    // A code-point order would put every É after Z.
    const at = (name: string) => names.indexOf(name);
    expect([at('Danemark') < at('Égypte'), at('Égypte') < at('Équateur'), at('Équateur') < at('Espagne'), at('États-Unis') < at('Fidji')]).toEqual([true, true, true, true]);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  });

  it('gives each option its English name where it differs, which the island finds it by too', async () => {
    const { container } = await renderCompared('/compare?countries=NPL', { ...routeContext(), locale: 'fr' });
    expect(container.querySelector('option[value="Allemagne"]')).toHaveAttribute('data-english', 'Germany');
    expect(container.querySelector('option[value="France"]')).not.toHaveAttribute('data-english');
  });

  it('offers Arabic names in Arabic order', async () => {
    const names = await offeredNames('ar');
    expect(names).toContain('ألمانيا');
    expect(names).not.toContain('Germany');
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });
});

describe('adding a country by a name typed in the page\'s language or in English', () => {
  it.each([
    ['fr', 'allemagne', 'DEU'],
    ['fr', 'Germany', 'DEU'],
    ['fr', 'ETATS-UNIS', 'USA'],
    ['fr', 'République fédérative du Brésil', 'BRA'],
    ['ar', 'ألمانيا', 'DEU'],
    ['ar', 'مِصْر', 'EGY'],
    // Half-width katakana, as some keyboards type it, is the data's ドイツ.
    ['ja', 'ﾄﾞｲﾂ', 'DEU'],
  ])('on the %s page, "%s" adds %s', async (locale, typed, code) => {
    const answered = await renderComparePage(`/compare?countries=NPL,CHE&add=${encodeURIComponent(typed)}`, { ...routeContext(), locale });
    // The page's own address: its language's segment (the tag's here) in front.
    expect(answered).toEqual({ kind: 'redirect', status: 303, location: `/${locale}/compare?countries=NPL,CHE,${code}` });
  });

  it("does not find a name of another language than the page's and English", async () => {
    const { container } = await renderCompared(`/compare?countries=NPL,CHE&add=${encodeURIComponent('Deutschland')}`, { ...routeContext(), locale: 'fr' });
    expect(container.querySelector('[role="status"]')).toHaveTextContent('Aucun pays ne s’appelle « Deutschland ».');
    expect(container.querySelector('[role="status"] bdi')).toHaveTextContent('Deutschland');
  });
});
