import interCyrillicBold from '@fontsource/inter/files/inter-cyrillic-700-normal.woff';
import interCyrillic from '@fontsource/inter/files/inter-cyrillic-400-normal.woff';
import interLatinExtBold from '@fontsource/inter/files/inter-latin-ext-700-normal.woff';
import interLatinExt from '@fontsource/inter/files/inter-latin-ext-400-normal.woff';
import interLatinBold from '@fontsource/inter/files/inter-latin-700-normal.woff';
import interLatin from '@fontsource/inter/files/inter-latin-400-normal.woff';
import type { Font } from 'satori';
import { CARD_FONT_FAMILIES, SCRIPT_FONT_FAMILIES } from './ShareCard';

/** The bytes of a `data:` URL (base64), as webpack inlines a font or WebAssembly module (resvg's, too). */
export const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** A face as satori takes it, from its family, its `data:` URL and its weight. */
const face = (name: string, dataUrl: string, weight: 400 | 700): Font => ({ name, data: bytesOf(dataUrl), weight, style: 'normal' });

/** Inter (self-hosted from @fontsource, no network), regular and bold, Latin, Latin Extended, then Cyrillic (the Russian card's labels): every card's. */
const INTER: Font[] = [
  face(CARD_FONT_FAMILIES[0], interLatin, 400),
  face(CARD_FONT_FAMILIES[0], interLatinBold, 700),
  face(CARD_FONT_FAMILIES[1], interLatinExt, 400),
  face(CARD_FONT_FAMILIES[1], interLatinExtBold, 700),
  face(CARD_FONT_FAMILIES[2], interCyrillic, 400),
  face(CARD_FONT_FAMILIES[2], interCyrillicBold, 700),
];

type DataUrlModule = { default: string };

/**
 * The regular and bold faces of the scripts Inter lacks, by the tag of the card's language: the
 * subset of the language's own script (1.4-1.6 MB a face for Chinese and Japanese, 44 kB for
 * Arabic), each in a chunk of its own that only that language's first card loads. Arabic is IBM
 * Plex Sans Arabic, whose letters are whole glyphs: satori draws a mark's vertical offset upside
 * down, which lifts Noto Sans Arabic's dots and hamzas off their letters.
 */
const SCRIPT_FACES: Readonly<Record<string, (() => Promise<[DataUrlModule, DataUrlModule]>) | undefined>> = {
  ar: () => Promise.all([import('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff'), import('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff')]),
  'zh-Hans': () =>
    Promise.all([import('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff'), import('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff')]),
  ja: () => Promise.all([import('@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-400-normal.woff'), import('@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff')]),
};

// One list per language for the process's life: satori keeps what it parsed of a font list by the
// list itself, so the same list is handed to it each time.
const fontLists = new Map<string, Promise<Font[]>>();

/**
 * The faces a card in the language tagged `tag` (BCP 47) is drawn with: Inter, and after it the
 * faces of the language's script where Inter has none (Arabic, Chinese, Japanese), loaded with
 * the first such card and kept; a failure to load them is tried again with the next card.
 * @throws what loading a face's chunk throws.
 */
export function cardFonts(tag: string): Promise<Font[]> {
  const load = SCRIPT_FACES[tag];
  const family = SCRIPT_FONT_FAMILIES[tag];
  if (!load || !family) return Promise.resolve(INTER);
  let fonts = fontLists.get(tag);
  if (!fonts) {
    fonts = load().then(([regular, bold]) => [...INTER, face(family, regular.default, 400), face(family, bold.default, 700)]);
    fonts.catch(() => fontLists.delete(tag));
    fontLists.set(tag, fonts);
  }
  return fonts;
}
