import { countryName, currencyName, ENGLISH, languageName, regionName, SITE_LANGUAGES } from './index';
import { UNCODED_REGION_NAMES } from './regions';

const language = (tag: string) => SITE_LANGUAGES.find((each) => each.tag === tag)!;

const germany = {
  name: { common: 'Germany', official: 'Federal Republic of Germany' },
  translations: { fra: { common: 'Allemagne', official: "République fédérale d'Allemagne" }, jpn: { common: 'ドイツ', official: 'ドイツ連邦共和国' } },
};

describe('countryName', () => {
  it("gives the data's translation for the language, common or official", () => {
    expect(countryName(germany, language('fr'))).toBe('Allemagne');
    expect(countryName(germany, language('ja'), 'official')).toBe('ドイツ連邦共和国');
  });

  it("gives the English name in English, and when the record has no name in the language", () => {
    expect(countryName(germany, ENGLISH)).toBe('Germany');
    expect(countryName(germany, language('ru'))).toBe('Germany');
    expect(countryName({ name: germany.name }, language('fr'), 'official')).toBe('Federal Republic of Germany');
  });
});

describe('regionName', () => {
  it("keeps the data's names on English pages", () => {
    expect(regionName('North America', ENGLISH)).toBe('North America');
    expect(regionName('South-Eastern Asia', ENGLISH)).toBe('South-Eastern Asia');
  });

  it("gives CLDR's names of the data's regions and subregions", () => {
    expect(regionName('Northern Europe', language('fr'))).toBe('Europe du Nord');
    expect(regionName('North America', language('de'))).toBe('Nordamerika');
    expect(regionName('Antarctic', language('fr'))).toBe('Antarctique');
    expect(regionName('Asia', language('ja'))).toBe('アジア');
  });

  it('names the two subregions CLDR has no code for in every language but English', () => {
    expect(regionName('Central Europe', language('fr'))).toBe('Europe centrale');
    expect(regionName('Southeast Europe', language('ru'))).toBe('Юго-Восточная Европа');
    const others = SITE_LANGUAGES.filter((each) => each !== ENGLISH).map((each) => each.tag).sort();
    for (const names of Object.values(UNCODED_REGION_NAMES)) expect(Object.keys(names).sort()).toEqual(others);
  });

  it("gives a name the data did not have as it is", () => {
    expect(regionName('Atlantis', language('fr'))).toBe('Atlantis');
  });
});

describe('languageName and currencyName', () => {
  it("give CLDR's names in the language", () => {
    expect(languageName('nep', 'Nepali', language('fr'))).toEqual({ text: 'népalais', english: false });
    expect(currencyName('NPR', 'Nepalese rupee', language('fr'))).toEqual({ text: 'roupie népalaise', english: false });
  });

  it("keep the data's English names on English pages", () => {
    expect(languageName('nep', 'Nepali', ENGLISH)).toEqual({ text: 'Nepali', english: false });
    expect(currencyName('NPR', 'Nepalese rupee', ENGLISH)).toEqual({ text: 'Nepalese rupee', english: false });
  });

  it("fall back to the data's English name, marked as English, for a code CLDR lacks or a malformed one", () => {
    expect(currencyName('GGP', 'Guernsey pound', language('fr'))).toEqual({ text: 'Guernsey pound', english: true });
    expect(languageName('bjz', 'Belizean Creole', language('ar'))).toEqual({ text: 'Belizean Creole', english: true });
    expect(languageName('x', 'Nothing', language('fr'))).toEqual({ text: 'Nothing', english: true });
  });
});
