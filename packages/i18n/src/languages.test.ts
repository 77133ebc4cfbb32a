import { directionOf, ENGLISH, englishPathOf, inLanguage, languageOf, languageOfPath, languageOfSegment, languageOfTag, LISTED_LANGUAGES, LIVE_LANGUAGES, PSEUDO_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './index';

const french: SiteLanguage = SITE_LANGUAGES.find((language) => language.tag === 'fr')!;
const arabic: SiteLanguage = SITE_LANGUAGES.find((language) => language.tag === 'ar')!;

describe('the site languages', () => {
  it('lists English and the eight languages of the issue, each by its own name, with its data key', () => {
    expect(SITE_LANGUAGES.map(({ tag, segment, dataKey, ownName }) => [tag, segment, dataKey, ownName])).toEqual([
      ['en', '', '', 'English'],
      ['fr', 'fr', 'fra', 'Français'],
      ['de', 'de', 'deu', 'Deutsch'],
      ['es', 'es', 'spa', 'Español'],
      ['pt', 'pt', 'por', 'Português'],
      ['ar', 'ar', 'ara', 'العربية'],
      ['zh-Hans', 'zh', 'zho', '中文'],
      ['ja', 'ja', 'jpn', '日本語'],
      ['ru', 'ru', 'rus', 'Русский'],
    ]);
  });

  it('serves and lists the nine languages, and the pseudo-locale only where asked', () => {
    expect(process.env.PSEUDO_LANGUAGE).toBeUndefined();
    const tags = ['en', 'fr', 'de', 'es', 'pt', 'ar', 'zh-Hans', 'ja', 'ru'];
    expect(LIVE_LANGUAGES.map((language) => language.tag)).toEqual(tags);
    expect(LISTED_LANGUAGES.map((language) => language.tag)).toEqual(tags);
    expect(languageOfSegment('en-xa')).toBeUndefined();
  });

  it('serves the pseudo-locale in a process started with PSEUDO_LANGUAGE=1, by its segment in any case', async () => {
    process.env.PSEUDO_LANGUAGE = '1';
    try {
      await jest.isolateModulesAsync(async () => {
        const languages = await import('./languages');
        expect(languages.LIVE_LANGUAGES.map((language) => language.tag).at(-1)).toBe('en-XA');
        expect(languages.LISTED_LANGUAGES.map((language) => language.tag)).not.toContain('en-XA');
        expect(languages.languageOfSegment('EN-XA')?.tag).toBe('en-XA');
        expect(languages.languageOf({ lang: 'en-xa' }).tag).toBe('en-XA');
        expect(languages.languageOfTag('en-XA').segment).toBe('en-xa');
      });
    } finally {
      delete process.env.PSEUDO_LANGUAGE;
    }
    expect(PSEUDO_LANGUAGE.live).toBe(false);
  });

  it('finds a live language by its segment in any case, but none by the empty segment or another text', () => {
    expect([languageOfSegment('fr'), languageOfSegment('FR'), languageOfSegment('zh')?.tag]).toEqual([french, french, 'zh-Hans']);
    expect([languageOfSegment(''), languageOfSegment('zz'), languageOfSegment('about'), languageOfSegment('zh-hans')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("reads a path's language from its first segment, English for any other", () => {
    expect([languageOfPath('/fr'), languageOfPath('/fr/nope'), languageOfPath('/ar/country/Nepal')]).toEqual([french, french, arabic]);
    expect([languageOfPath('/'), languageOfPath('/country/fr'), languageOfPath('/zz/about'), languageOfPath('')]).toEqual([ENGLISH, ENGLISH, ENGLISH, ENGLISH]);
  });

  it("reads a page's language from its route parameters: English without a segment", () => {
    expect(languageOf({})).toBe(ENGLISH);
    expect(languageOf({ id: 'Nepal' })).toBe(ENGLISH);
    expect(languageOf({ lang: 'fr', id: 'Nepal' })).toBe(french);
    expect(() => languageOf({ lang: 'zz' })).toThrow('"zz" is not the segment of a live language');
  });

  it('finds a live language by its tag, and gives English for any other', () => {
    expect([languageOfTag('en'), languageOfTag('fr'), languageOfTag('ar')]).toEqual([ENGLISH, french, arabic]);
    expect([languageOfTag('en-XA'), languageOfTag('zh'), languageOfTag('')]).toEqual([ENGLISH, ENGLISH, ENGLISH]);
  });

  it('keeps English addresses as they are and puts any other language\'s segment in front', () => {
    expect(inLanguage(ENGLISH, '/country/Nepal')).toBe('/country/Nepal');
    expect(inLanguage(ENGLISH, '/')).toBe('/');
    expect(inLanguage(french, '/country/Nepal')).toBe('/fr/country/Nepal');
    expect(inLanguage(french, '/')).toBe('/fr');
    expect(inLanguage(french, '/?x=1')).toBe('/fr?x=1');
    expect(inLanguage(french, '/country?region=Asia')).toBe('/fr/country?region=Asia');
  });

  it("gives a page's English path back from its address in a language, query and all", () => {
    expect(englishPathOf(ENGLISH, '/country/Nepal?x=1')).toBe('/country/Nepal?x=1');
    expect([englishPathOf(french, '/fr'), englishPathOf(french, '/fr?x=1')]).toEqual(['/', '/?x=1']);
    expect(englishPathOf(french, '/fr/country?region=Asia')).toBe('/country?region=Asia');
    expect(englishPathOf(arabic, '/ar/country/C%C3%B4te')).toBe('/country/C%C3%B4te');
  });

  it('runs Arabic right to left and the others left to right', () => {
    expect(SITE_LANGUAGES.filter((language) => directionOf(language) === 'rtl')).toEqual([arabic]);
  });
});
