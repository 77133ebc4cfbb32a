import { DEFAULT_LOCALE, pageLocale } from './locale';

describe('pageLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['fr;q=0.5, sv-SE', 'sv-SE'],
    ['en-us', 'en-US'],
    ['xx-not-a-language, nl;q=0.4', 'nl'],
  ])('%s renders in %s', (header, locale) => {
    expect(pageLocale(header)).toBe(locale);
  });

  it.each([undefined, '', '*', 'q=1;;', '<script>'])('renders in the default locale for %j', (header) => {
    expect(pageLocale(header)).toBe(DEFAULT_LOCALE);
  });
});
