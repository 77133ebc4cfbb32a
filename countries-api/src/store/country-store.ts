import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Country } from '@worldatlas/contracts';
import { foldAccents, indexLanguages, type SearchTexts, searchTexts } from './search-texts';

/** Maps upper-cased `code(record)` to its record; the first record wins where two share a code. */
function indexBy(records: readonly Country[], code: (record: Country) => string | undefined): Map<string, Country> {
  const index = new Map<string, Country>();
  for (const record of records) {
    const key = code(record)?.toUpperCase();
    if (key && !index.has(key)) index.set(key, record);
  }
  return index;
}

/**
 * The v3.1 records held in memory, with the lookups the v3.1 endpoints need.
 * Records come from `countries.json` written by `scripts/build-data.ts`.
 */
export class CountryStore {
  private readonly indexed: SearchTexts[];
  /** ISO codes first: an IOC code can equal another country's cca3 (Bahrain's BRN is Brunei's cca3). */
  private readonly codeIndexes: ReadonlyArray<ReadonlyMap<string, Country>>;
  private readonly byLanguage: ReadonlyMap<string, Country[]>;
  private readonly byIndependence: ReadonlyMap<boolean, Country[]>;

  constructor(readonly records: readonly Country[]) {
    this.codeIndexes = [
      indexBy(records, (record) => record.cca2),
      indexBy(records, (record) => record.cca3),
      indexBy(records, (record) => record.ccn3),
      indexBy(records, (record) => record.cioc),
    ];
    this.indexed = records.map(searchTexts);
    this.byLanguage = indexLanguages(records);
    // A record without an independence value counts as not independent.
    this.byIndependence = new Map([true, false].map((status) => [status, records.filter((record) => (record.independent === true) === status)]));
  }

  /** The records whose texts satisfy `matches`, in data order. */
  private filter(matches: (texts: SearchTexts) => boolean): Country[] {
    return this.indexed.filter(matches).map((texts) => texts.record);
  }

  /**
   * v3.1 name search. Substring: case-insensitive match anywhere in common, official or an
   * alternative spelling, every match. Full text: case-insensitive exact common or official
   * name, the first match only. Returns `[]` when nothing matches.
   */
  findByName(name: string, fullText: boolean): Country[] {
    const needle = name.toLowerCase();
    if (fullText) {
      const match = this.indexed.find((entry) => entry.names.includes(needle));
      return match ? [match.record] : [];
    }
    return this.filter((entry) => entry.spellings.some((text) => text.includes(needle)));
  }

  /**
   * v3.1 currency search: a currency whose ISO 4217 code is `currency` (any case), or whose
   * lower-cased English name contains `currency` as given ("euro" finds the euro, "Euro" does not).
   */
  findByCurrency(currency: string): Country[] {
    const code = currency.toUpperCase();
    return this.filter((entry) => entry.currencyCodes.includes(code) || entry.currencyNames.some((name) => name.includes(currency)));
  }

  /** v3.1 capital search: a capital containing `capital`, ignoring case and accents ("bogota" finds Bogotá). */
  findByCapital(capital: string): Country[] {
    const needle = foldAccents(capital.toLowerCase());
    return this.filter((entry) => entry.capitals.some((text) => text.includes(needle)));
  }

  /**
   * v3.1 region search: a region containing `region` (any case; "america" finds the Americas), or a
   * subregion equal to it ("Northern Europe").
   */
  findByRegion(region: string): Country[] {
    const needle = region.toLowerCase();
    return this.filter((entry) => entry.region.includes(needle) || entry.subregion === needle);
  }

  /** v3.1 subregion search: a subregion containing `subregion`, any case. */
  findBySubregion(subregion: string): Country[] {
    const needle = subregion.toLowerCase();
    return this.filter((entry) => entry.subregion.includes(needle));
  }

  /** v3.1 language search: a language whose ISO 639-3 code or English name is `language`, any case, whole. */
  findByLanguage(language: string): Country[] {
    return this.byLanguage.get(language.toLowerCase()) ?? [];
  }

  /** v3.1 demonym search: a demonym (female or male, any language) containing `demonym`, any case. */
  findByDemonym(demonym: string): Country[] {
    const needle = demonym.toLowerCase();
    return this.filter((entry) => entry.demonyms.some((text) => text.includes(needle)));
  }

  /**
   * v3.1 translation search: a name (the English common or official, or one of `translations` in any
   * language) containing `translation`, any case: `germany` finds Germany, as upstream's README expects.
   */
  findByTranslation(translation: string): Country[] {
    const needle = translation.toLowerCase();
    return this.filter((entry) => entry.names.some((text) => text.includes(needle)) || entry.translations.some((text) => text.includes(needle)));
  }

  /** Records whose `independent` is `status`; a record without the value counts as not independent. */
  findByIndependence(status: boolean): Country[] {
    return this.byIndependence.get(status) ?? [];
  }

  /**
   * The record with `code` (any case) as its cca2 or cca3, else as its ccn3, else as its IOC code
   * (cioc), or `undefined`.
   */
  findByCode(code: string): Country | undefined {
    const wanted = code.toUpperCase();
    for (const index of this.codeIndexes) {
      const record = index.get(wanted);
      if (record) return record;
    }
    return undefined;
  }

  /** Records for `codes`, in the order asked, each once; unknown codes are skipped. */
  findByCodes(codes: readonly string[]): Country[] {
    const found = new Set<Country>();
    for (const code of codes) {
      const record = this.findByCode(code);
      if (record) found.add(record);
    }
    return [...found];
  }
}

/**
 * Loads `{dataDir}/data/countries.json` and makes each record's flag URLs absolute on `publicUrl`.
 * @throws Error naming the missing file and the build command when the data has not been built.
 */
export async function loadCountryStore(dataDir: string, publicUrl: string): Promise<CountryStore> {
  const file = join(dataDir, 'data', 'countries.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new Error(`Country data not found at ${file}: run "npm run build -w countries-api" first`, { cause });
  }
  const records = (JSON.parse(text) as Country[]).map((record) => ({
    ...record,
    flags: { ...record.flags, svg: publicUrl + record.flags.svg, png: publicUrl + record.flags.png },
  }));
  return new CountryStore(records);
}
