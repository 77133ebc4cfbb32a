/**
 * Builds the v3.1 country records and flag files into `dist/`, once, at build time:
 * - `dist/data/countries.json`: 250 records in v3.1 key order, flag URLs relative (`/flags/np.svg`);
 *   the server makes them absolute from its configuration when it starts.
 * - `dist/flags/{cca2}.svg` and `{cca2}.png` (250 px wide), lowercase codes.
 * Sources (npm, never committed): world-countries (ODbL), @countrystatecity/countries for
 * population (ODbL; 0 where it has none), svg-country-flags (public domain), and for time zones,
 * continents, start of week and the capital's position the packages record-extras.ts names.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import worldCountries from 'world-countries';
import type { Country } from '@worldatlas/contracts';
import { COUNTRY_FIELDS } from '@worldatlas/contracts';
import { extrasFor, type RecordExtras } from './record-extras';

const OUT = join(__dirname, '..', 'dist');
const FLAGS_DIR = dirname(require.resolve('svg-country-flags/package.json'));

interface PopulationRow {
  iso2: string;
  population: number | null;
}

async function loadPopulations(): Promise<Map<string, number>> {
  const file = require.resolve('@countrystatecity/countries/data/countries.json');
  const rows = JSON.parse(await readFile(file, 'utf8')) as PopulationRow[];
  return new Map(rows.map((row) => [row.iso2, row.population ?? 0]));
}

/**
 * The common names (as world-countries spells them) that English uses with "the": plurals
 * (islands, the Netherlands), names built on a common noun (republic, kingdom, territory, isle) and
 * the Gambia. Listed one by one because no spelling rule gets Czechia, Vatican City or Heard Island
 * and McDonald Islands right; a test checks every name is still in the data.
 */
export const NAMES_WITH_THE: ReadonlySet<string> = new Set([
  'Bahamas',
  'British Indian Ocean Territory',
  'British Virgin Islands',
  'Caribbean Netherlands',
  'Cayman Islands',
  'Central African Republic',
  'Cocos (Keeling) Islands',
  'Comoros',
  'Cook Islands',
  'DR Congo',
  'Dominican Republic',
  'Falkland Islands',
  'Faroe Islands',
  'French Southern and Antarctic Lands',
  'Gambia',
  'Isle of Man',
  'Maldives',
  'Marshall Islands',
  'Netherlands',
  'Northern Mariana Islands',
  'Philippines',
  'Pitcairn Islands',
  'Republic of the Congo',
  'Solomon Islands',
  'Turks and Caicos Islands',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'United States Minor Outlying Islands',
  'United States Virgin Islands',
  'Åland Islands',
]);

/** An honest, generated text alternative: it names the flag, it does not describe it. */
export function describeFlag(commonName: string): string {
  return `The flag of ${NAMES_WITH_THE.has(commonName) ? 'the ' : ''}${commonName}.`;
}

type Source = (typeof worldCountries)[number];

/** Maps one world-countries entry and its extra fields to a v3.1 record, keys in v3.1 order, nulls dropped. */
export function toV31Record(source: Source, population: number, extras: RecordExtras): Country {
  const code = source.cca2.toLowerCase();
  const draft: Record<string, unknown> = {
    ...source,
    ...extras,
    name: { common: source.name.common, official: source.name.official, nativeName: source.name.native },
    flags: { svg: `/flags/${code}.svg`, png: `/flags/${code}.png`, alt: describeFlag(source.name.common) },
    population,
  };
  const record: Record<string, unknown> = {};
  for (const field of COUNTRY_FIELDS) {
    const value = draft[field];
    if (value !== null && value !== undefined) record[field] = value;
  }
  return record as unknown as Country;
}

async function main(): Promise<void> {
  const populations = await loadPopulations();
  const records = worldCountries.map((source) =>
    toV31Record(source, populations.get(source.cca2) ?? 0, extrasFor(source.cca2, source.capital)),
  );

  await rm(join(OUT, 'flags'), { recursive: true, force: true });
  await mkdir(join(OUT, 'data'), { recursive: true });
  await mkdir(join(OUT, 'flags'), { recursive: true });
  await writeFile(join(OUT, 'data', 'countries.json'), JSON.stringify(records));
  await Promise.all(
    records.flatMap((record) => {
      const code = record.cca2.toLowerCase();
      return [
        copyFile(join(FLAGS_DIR, 'svg', `${code}.svg`), join(OUT, 'flags', `${code}.svg`)),
        copyFile(join(FLAGS_DIR, 'png250px', `${code}.png`), join(OUT, 'flags', `${code}.png`)),
      ];
    }),
  );
  console.log(`countries-api: wrote ${records.length} records and ${records.length * 2} flag files to ${OUT}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
