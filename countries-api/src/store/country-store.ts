import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Country } from '@worldatlas/contracts';

interface IndexedCountry {
  record: Country;
  /** Lowercased common and official names (fullText matching). */
  names: string[];
  /** Lowercased common, official and alternative spellings (substring matching). */
  searchable: string[];
  /** Uppercased cca2, cca3, ccn3 and cioc codes. */
  codes: string[];
}

/**
 * The v3.1 records held in memory, with the lookups the v3.1 endpoints need.
 * Records come from `countries.json` written by `scripts/build-data.ts`.
 */
export class CountryStore {
  private readonly indexed: IndexedCountry[];
  private readonly cca2Codes: ReadonlySet<string>;

  constructor(readonly records: readonly Country[]) {
    this.cca2Codes = new Set(records.map((record) => record.cca2));
    this.indexed = records.map((record) => {
      const names = [record.name.common, record.name.official].map((name) => name.toLowerCase());
      return {
        record,
        names,
        searchable: [...names, ...(record.altSpellings ?? []).map((spelling) => spelling.toLowerCase())],
        codes: [record.cca2, record.cca3, record.ccn3, record.cioc]
          .filter((code): code is string => Boolean(code))
          .map((code) => code.toUpperCase()),
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

  /** The record whose cca2, cca3, ccn3 or cioc code equals `code` (any case), or `undefined`. */
  findByCode(code: string): Country | undefined {
    const wanted = code.toUpperCase();
    return this.indexed.find((entry) => entry.codes.includes(wanted))?.record;
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
    return this.cca2Codes.has(cca2.toUpperCase());
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
