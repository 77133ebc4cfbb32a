import { isValidElement, type ReactElement } from 'react';
import { dataText, ENGLISH, isolated, isolatesData, PSEUDO_LANGUAGE, SITE_LANGUAGES } from './index';

const language = (tag: string) => SITE_LANGUAGES.find((each) => each.tag === tag)!;

/** What an element `dataText` gives is: its tag, `lang`, key and text. */
const shape = (element: string | ReactElement) => {
  if (!isValidElement<{ lang?: string; children?: unknown }>(element)) throw new Error(`not an element: ${JSON.stringify(element)}`);
  return { type: element.type, lang: element.props.lang, key: element.key, text: element.props.children };
};

describe('isolatesData', () => {
  it('isolates data on the pages of every language but English, the pseudo-locale too', () => {
    expect(isolatesData(ENGLISH)).toBe(false);
    expect(SITE_LANGUAGES.filter(isolatesData).map((each) => each.tag)).toEqual(['fr', 'de', 'es', 'pt', 'ar', 'zh-Hans', 'ja', 'ru']);
    expect(isolatesData(PSEUDO_LANGUAGE)).toBe(true);
  });
});

describe('isolated', () => {
  it('puts the text between U+2068 and U+2069 on a page not in English', () => {
    expect(isolated('Nepal', language('ar'))).toBe('\u2068Nepal\u2069');
    expect(isolated('29 136 808', language('fr'))).toBe('\u206829 136 808\u2069');
  });

  it('leaves it as it is on an English page', () => {
    expect(isolated('Nepal', ENGLISH)).toBe('Nepal');
  });

  it('takes whether the page isolates data where its language is not at hand', () => {
    expect([isolated('NPL', true), isolated('NPL', false)]).toEqual(['\u2068NPL\u2069', 'NPL']);
  });
});

describe('dataText', () => {
  it('is the text itself on an English page', () => {
    expect(dataText('Nepal', ENGLISH)).toBe('Nepal');
    expect(dataText('Nepal', false, { english: true, key: 1 })).toBe('Nepal');
  });

  it('is a <bdi> of the text on a page not in English, in English where it is the data’s English name', () => {
    expect(shape(dataText('نيبال', language('ar')))).toEqual({ type: 'bdi', lang: undefined, key: null, text: 'نيبال' });
    expect(shape(dataText('Guernésiais', language('fr'), { english: true, key: 2 }))).toEqual({ type: 'bdi', lang: 'en', key: '2', text: 'Guernésiais' });
    expect(shape(dataText('NPL', true))).toEqual({ type: 'bdi', lang: undefined, key: null, text: 'NPL' });
  });
});
