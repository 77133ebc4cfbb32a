import type { CountryDetails } from '@worldatlas/contracts';
import { SITE_LANGUAGES } from '@worldatlas/i18n';
import satori from 'satori';
import { intlFor } from '../../i18n';
import { API } from '../../test/render';
import { cardFonts } from './card-fonts';
import { CARD_SIZE, type CardFacts, cardFactsOf, ShareCard } from './ShareCard';

/** Nepal's record as the API has it, cut to what a card reads. */
const NEPAL = {
  name: { common: 'Nepal', official: 'Federal Democratic Republic of Nepal' },
  translations: { ara: { common: 'نيبال', official: 'جمهورية نيبال الديمقراطية الاتحادية' }, jpn: { common: 'ネパール', official: 'ネパール連邦民主共和国' } },
  capital: ['Kathmandu'],
  population: 29_136_808,
  region: 'Asia',
  subregion: 'Southern Asia',
} as unknown as CountryDetails;

const factsIn = (tag: string, country = NEPAL) => cardFactsOf(country, intlFor(tag), tag);

/**
 * The card drawn by satori with the faces a card in `fonts`' language gets, as SVG, and the
 * characters no face had a glyph for (satori asks `loadAdditionalAsset` for them, and draws an
 * empty box where it gets none).
 */
async function draw(card: CardFacts, fonts = card.tag, flag?: { src: string; width: number; height: number }) {
  const missing = new Set<string>();
  const svg = await satori(ShareCard({ card, flag }), {
    ...CARD_SIZE,
    fonts: await cardFonts(fonts),
    loadAdditionalAsset: async (_code, segment) => {
      // Invisible formatting marks (the right-to-left mark before some Arabic names) have no glyph to draw.
      for (const character of segment.replace(/[\p{Cf}\s]/gu, '')) missing.add(character);
      return [];
    },
  });
  return { svg, missing: [...missing] };
}

// Parsing the Chinese and Japanese faces takes seconds on a busy machine.
jest.setTimeout(60_000);

describe("a card's texts in the card's language", () => {
  it("names the country from the record's translations and its region from CLDR, with the language's comma, in Arabic and Japanese", () => {
    expect(factsIn('ar')).toMatchObject({ tag: 'ar', name: 'نيبال', officialName: 'جمهورية نيبال الديمقراطية الاتحادية', tagline: 'حقائق وأعلام وأرقام عن كل بلد' });
    expect(factsIn('ar').facts.map(({ label, text }) => [label, text])).toEqual([
      ['العاصمة', 'Kathmandu'],
      ['السكان', '29,136,808'],
      ['المنطقة', 'جنوب آسيا، آسيا'],
    ]);
    expect(factsIn('ja')).toMatchObject({ name: 'ネパール', officialName: 'ネパール連邦民主共和国' });
    expect(factsIn('ja').facts.at(-1)?.text).toBe('南アジア、アジア');
  });

  it("keeps the English names where the record has none in the card's language, and on an English card", () => {
    expect(factsIn('ru')).toMatchObject({ tag: 'ru', name: 'Nepal', officialName: 'Federal Democratic Republic of Nepal' });
    expect(factsIn('en-US')).toMatchObject({ tag: 'en', name: 'Nepal' });
    expect(factsIn('en-US').facts.at(-1)?.text).toBe('Southern Asia, Asia');
  });
});

describe("a card's faces, on the real countries-api", () => {
  let records: { name: { common: string; official: string }; translations?: Record<string, { common: string; official: string }> }[] = [];
  beforeAll(async () => {
    records = (await (await fetch(`${API}/v3.1/all?fields=name,translations`)).json()) as typeof records;
  });

  /** One card in the language tagged `tag` whose names are every country's names in it, run together (the faces' glyphs, not the layout, are under test). */
  const everyNameIn = (tag: string): CardFacts => {
    const language = SITE_LANGUAGES.find((candidate) => candidate.tag === tag)!;
    const names = records.map((record) => record.translations?.[language.dataKey] ?? record.name);
    return { ...factsIn(tag), name: names.map((name) => name.common).join(' '), officialName: names.map((name) => name.official).join(' ') };
  };

  it.each(['ar', 'zh-Hans', 'ja', 'ru'])("has a glyph for every letter of every country's names, labels and motto in %s", async (tag) => {
    const card = everyNameIn(tag);
    expect(card.name.length).toBeGreaterThan(500);
    expect((await draw(card)).missing).toEqual([]);
  });

  it('draws the Arabic, Chinese and Japanese names with faces an English card does not load (without them, boxes)', async () => {
    const letters = { ar: 'نيبال', 'zh-Hans': '尼泊尔', ja: 'ネパール' };
    for (const [tag, name] of Object.entries(letters)) expect((await draw(everyNameIn(tag), 'en')).missing).toEqual(expect.arrayContaining([...name]));
    expect(await cardFonts('ja')).toBe(await cardFonts('ja'));
    expect((await cardFonts('ja')).map((font) => font.name)).toContain('Noto Sans JP');
    expect((await cardFonts('ru')).map((font) => font.name)).not.toContain('Noto Sans JP');
  });
});

describe("a card's layout", () => {
  const flag = { src: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#c00"/></svg>').toString('base64')}`, width: 440, height: 293 };
  /** Where satori put the flag: its left edge, in px from the card's left. */
  const flagX = (svg: string) => Number(/<image[^>]*\bx="([\d.]+)"/.exec(svg)?.[1]);

  it('is mirrored in Arabic: the flag on the right and the names beside it to its left; on the left in Japanese', async () => {
    expect(flagX((await draw(factsIn('ar'), 'ar', flag)).svg)).toBeGreaterThan(CARD_SIZE.width / 2);
    expect(flagX((await draw(factsIn('ja'), 'ja', flag)).svg)).toBeLessThan(CARD_SIZE.width / 2 - flag.width / 2);
  });
});
