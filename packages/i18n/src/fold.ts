/** Combining marks, except the kana voicing marks (U+3099, U+309A), which tell ド from ト. */
const MARKS = /(?![\u3099\u309A])\p{M}/gu;

/** Typographic apostrophes (’ U+2019, ‘ U+2018, ʼ U+02BC): the data writes d’Ivoire and d'Ivoire, and keyboards type either. */
const APOSTROPHES = /[\u2018\u2019\u02BC]/g;

/**
 * `text` as search compares it, in every language: compatibility forms made plain (full-width
 * ｆｒａｎｃｅ, half-width ﾄﾞｲﾂ), accents and other combining marks dropped (Égypte, the vowel
 * signs of مِصْر, ё as е) but kana voicing kept, typographic apostrophes made ' (Кот-д’Ивуар),
 * then recomposed and in lower case. Two texts a visitor would call the same fold to the same
 * string; the fold of a search is looked for inside the fold of a name.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').replace(APOSTROPHES, "'").normalize('NFC').toLowerCase();
}
