import { DEFAULT_LOCALE, pageLocale } from './locale';

describe('pageLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['fr;q=0.5, sv-SE', 'sv-SE'],
    ['en-us', 'en-US'],
    ['xx-not-a-language, nl;q=0.4', 'nl'],
    ['en-US-u-nu-arab', 'en-US'],
    ['th-TH-u-nu-thai,th;q=0.9', 'th-TH'],
    ['de-DE-u-co-phonebk', 'de-DE'],
    ['de-DE-1996', 'de-DE'],
    ['en-US-x-private', 'en-US'],
  ])('%s renders in %s', (header, locale) => {
    expect(pageLocale(header)).toBe(locale);
  });

  it.each([undefined, '', '*', 'q=1;;', '<script>'])('renders in the default locale for %j', (header) => {
    expect(pageLocale(header)).toBe(DEFAULT_LOCALE);
  });
});

describe('pageLocale, for long headers', () => {
  it('reads only the first 16 tags: a preferred language after them is not seen', () => {
    const padding = Array.from({ length: 16 }, (_, index) => `x${index}-unknown;q=0.9`).join(',');
    expect(pageLocale(`${padding},de-DE`)).toBe(DEFAULT_LOCALE);
    expect(pageLocale(`de-DE,${padding}`)).toBe('de-DE');
  });

  it('reads only the first 256 characters, cutting at a tag: a 15 KB header of 1,100 tags still renders in its first language', () => {
    const flood = Array.from({ length: 1100 }, (_, index) => `zz-${index};q=0.001`).join(',');
    expect(flood.length).toBeGreaterThan(15_000);
    expect(pageLocale(`sv-SE,${flood}`)).toBe('sv-SE');
    expect(pageLocale(`${'a'.repeat(300)},fr-FR`)).toBe(DEFAULT_LOCALE);
  });
});
