import type { SiteLanguage } from './languages';

/** What {@link countryName} reads of a v3.1 record: its English names and its `translations`. */
interface NamedRecord {
  name: { common: string; official: string };
  translations?: Readonly<Record<string, { common: string; official: string }>>;
}

/**
 * A country's name in `language`, from the v3.1 data: `translations[dataKey]` (`Allemagne` for
 * `fra`), `name` in English or when the record has no name in that language. `form` picks the
 * `common` (default) or `official` name.
 */
export function countryName(record: NamedRecord, language: SiteLanguage, form: 'common' | 'official' = 'common'): string {
  const translated = language.dataKey === '' ? undefined : record.translations?.[language.dataKey]?.[form];
  return translated || record.name[form];
}

/** A name `Intl.DisplayNames` gives, and the data's English one where CLDR has none. */
interface ShownName {
  /** The name to show. */
  text: string;
  /** Whether {@link text} is the data's English name (CLDR has none): shown inside `<bdi lang="en">` on a page in another language. */
  english: boolean;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** One `Intl.DisplayNames` per language and type, without CLDR's fallback to the code. */
function namesOf(tag: string, type: 'language' | 'currency'): Intl.DisplayNames {
  const key = `${tag} ${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(tag, { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names;
}

/** CLDR's name of `code` of `type` in `language`, else `english` (marked so): English pages keep the data's names. */
function displayName(type: 'language' | 'currency', code: string, english: string, language: SiteLanguage): ShownName {
  if (language.segment === '') return { text: english, english: false };
  let text: string | undefined;
  try {
    text = namesOf(language.tag, type).of(code);
  } catch {
    // not a well-formed code: the data's name
  }
  return text ? { text, english: false } : { text: english, english: true };
}

/**
 * The name of the language `code` (ISO 639-3 as the data keys them: `nep`) in `language`, from CLDR
 * (`népalais`); the data's English `english` on English pages, and for the codes CLDR lacks (`bjz`).
 */
export function languageName(code: string, english: string, language: SiteLanguage): ShownName {
  return displayName('language', code, english, language);
}

/**
 * The name of the currency `code` (ISO 4217: `NPR`) in `language`, from CLDR (`roupie népalaise`);
 * the data's English `english` on English pages, and for the codes CLDR lacks (`GGP`, `KID`).
 */
export function currencyName(code: string, english: string, language: SiteLanguage): ShownName {
  return displayName('currency', code, english, language);
}
