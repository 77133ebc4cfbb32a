import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Country } from '@worldatlas/contracts';

interface IndexedCountry {
  record: Country;
  /** Lowercased common and official names (fullText matching). */
  names: string[];
  /** Lowercased common, official and alternative spellings (substring matching). */
  searchable: string[];
}

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
  private readonly indexed: IndexedCountry[];
  /** ISO codes first: an IOC code can equal another country's cca3 (Bahrain's BRN is Brunei's cca3). */
  private readonly codeIndexes: ReadonlyArray<ReadonlyMap<string, Country>>;
  private readonly byCca2: ReadonlyMap<string, Country>;

  constructor(readonly records: readonly Country[]) {
    this.byCca2 = indexBy(records, (record) => record.cca2);
    this.codeIndexes = [
      this.byCca2,
      indexBy(records, (record) => record.cca3),
      indexBy(records, (record) => record.ccn3),
      indexBy(records, (record) => record.cioc),
    ];
    this.indexed = records.map((record) => {
      const names = [record.name.common, record.name.official].map((name) => name.toLowerCase());
      return {
        record,
        names,
        searchable: [...names, ...(record.altSpellings ?? []).map((spelling) => spelling.toLowerCase())],
      };
    });
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
    return this.indexed.filter((entry) => entry.searchable.some((text) => text.includes(needle))).map((entry) => entry.record);
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

  /** True when `cca2` (any case) is one of the records' alpha-2 codes. */
  hasCca2(cca2: string): boolean {
    return this.byCca2.has(cca2.toUpperCase());
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
