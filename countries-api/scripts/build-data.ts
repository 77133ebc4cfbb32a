/**
 * Builds the v3.1 country records and flag files into `dist/`, once, at build time:
 * - `dist/data/countries.json`: 250 records in v3.1 key order, flag URLs relative and content-hashed
 *   (`/flags/np.3f2a9c1b.svg`); the server makes them absolute from its configuration when it starts.
 * - `dist/flags/{cca2}.{hash}.svg` and `.png` (250 px wide): lowercase codes, the first 8 hex digits
 *   of the file's SHA-256, so a file name never changes content and may be cached for good.
 * Sources (npm, never committed): world-countries (ODbL), @countrystatecity/countries for
 * population (ODbL; 0 where it has none), svg-country-flags (public domain), and for time zones,
 * continents, start of week, the capital's position, road side, postal code patterns and the
 * Welsh, Breton and Indonesian names the packages record-extras.ts names.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** A flag image's file name in `dist/flags/` and its bytes. */
export interface FlagFile {
  name: string;
  bytes: Buffer;
}

/** `{code}.{first 8 hex digits of SHA-256}.{extension}` for `bytes`: `np.3f2a9c1b.svg`. */
export function hashedFlagName(code: string, extension: 'svg' | 'png', bytes: Buffer): string {
  return `${code}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${extension}`;
}

/** Reads a country's SVG and 250 px PNG flags from svg-country-flags and names them by their content. */
async function readFlags(cca2: string): Promise<{ svg: FlagFile; png: FlagFile }> {
  const code = cca2.toLowerCase();
  const [svg, png] = await Promise.all([
    readFile(join(FLAGS_DIR, 'svg', `${code}.svg`)),
    readFile(join(FLAGS_DIR, 'png250px', `${code}.png`)),
  ]);
  return { svg: { name: hashedFlagName(code, 'svg', svg), bytes: svg }, png: { name: hashedFlagName(code, 'png', png), bytes: png } };
}

/**
 * Maps one world-countries entry, its extra fields and its flag files' names (`np.3f2a9c1b.svg`) to
 * a v3.1 record, keys in v3.1 order, nulls dropped, and an area below 0 (world-countries' mark
 * for an unknown one, Svalbard and Jan Mayen's) left out rather than served as a figure.
 */
export function toV31Record(source: Source, population: number, extras: RecordExtras, flagNames: { svg: string; png: string }): Country {
  // Languages in code order, as v3.1 lists them.
  const translations = Object.fromEntries(Object.entries({ ...source.translations, ...extras.translations }).sort(([a], [b]) => a.localeCompare(b)));
  const draft: Record<string, unknown> = {
    ...source,
    ...extras,
    translations,
    name: { common: source.name.common, official: source.name.official, nativeName: source.name.native },
    flags: { svg: `/flags/${flagNames.svg}`, png: `/flags/${flagNames.png}`, alt: describeFlag(source.name.common) },
    population,
    area: source.area >= 0 ? source.area : undefined,
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
  const countries = await Promise.all(worldCountries.map(async (source) => ({ source, flags: await readFlags(source.cca2) })));
  const records = countries.map(({ source, flags: { svg, png } }) =>
    toV31Record(source, populations.get(source.cca2) ?? 0, extrasFor(source.cca2, source.capital), { svg: svg.name, png: png.name }),
  );

  await rm(join(OUT, 'flags'), { recursive: true, force: true });
  await mkdir(join(OUT, 'data'), { recursive: true });
  await mkdir(join(OUT, 'flags'), { recursive: true });
  await writeFile(join(OUT, 'data', 'countries.json'), JSON.stringify(records));
  await Promise.all(countries.flatMap(({ flags: { svg, png } }) => [svg, png].map((file) => writeFile(join(OUT, 'flags', file.name), file.bytes))));
  console.log(`countries-api: wrote ${records.length} records and ${records.length * 2} flag files to ${OUT}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
