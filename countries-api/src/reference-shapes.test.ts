import type { FastifyInstance } from 'fastify';
import { BORDER_FIELDS, type Country, COUNTRY_FIELDS, DETAIL_FIELDS, LIST_FIELDS, LIST_SEARCH_FIELDS } from '@worldatlas/contracts';
import { buildTestApp, loadReference, REFERENCE_OPT_OUT } from '../test/helper';

/** The edge cases of the reference README, the site's examples, and a few large records. */
const SAMPLES = ['NPL', 'ATA', 'CIV', 'UNK', 'ZAF', 'PSE', 'USA', 'GBR', 'BRN', 'MAC', 'BVT', 'SGS', 'SGP', 'JPN'];

/**
 * Fields our data has no value for where v3.1 has one, so projection drops them: world-countries has no
 * independence value for Kosovo; countries-and-timezones has no zone for Kosovo and Bouvet Island.
 */
const ABSENT_IN_OUR_DATA: Record<string, readonly string[]> = { UNK: ['independent', 'timezones'], BVT: ['timezones'] };

/** Objects keyed by a code (language, currency): which codes they hold is data; their entries are shape. */
const CODE_KEYED = new Set(['name.nativeName', 'currencies', 'languages', 'translations', 'demonyms']);

const FIELD_SETS: Array<[string, readonly string[] | null]> = [
  ['the whole record', null],
  ['the list fields', LIST_FIELDS],
  ['the list search fields', LIST_SEARCH_FIELDS],
  ['the detail fields', DETAIL_FIELDS],
  ['the border fields', BORDER_FIELDS],
];

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return value === null ? 'null' : typeof value;
}

/**
 * Appends to `problems` every place where `ours` differs from `theirs` in shape: JSON kinds, each
 * array element's kind, object keys and their order. Values (population, which capitals) are not
 * compared. `field` is the path without codes, e.g. `currencies.*.name`.
 */
function compareShape(ours: unknown, theirs: unknown, path: string, field: string, problems: string[]): void {
  const [kind, expected] = [kindOf(ours), kindOf(theirs)];
  if (kind !== expected) {
    problems.push(`${path}: ${kind}, v3.1 has ${expected}`);
    return;
  }
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    const kinds = new Set((theirs.length > 0 ? theirs : ours).map(kindOf));
    if (kinds.size > 1) problems.push(`${path}: elements of mixed kinds ${[...kinds].join(', ')}`);
    ours.forEach((element, index) => {
      if (theirs.length > 0) compareShape(element, theirs[0], `${path}[${index}]`, `${field}[]`, problems);
    });
    return;
  }
  if (kind !== 'object') return;
  const [mine, reference] = [ours as Record<string, unknown>, theirs as Record<string, unknown>];
  if (CODE_KEYED.has(field)) {
    const sample = Object.values(reference)[0];
    for (const [code, entry] of Object.entries(mine)) {
      if (sample !== undefined) compareShape(entry, reference[code] ?? sample, `${path}.${code}`, `${field}.*`, problems);
    }
    return;
  }
  const [keys, expectedKeys] = [Object.keys(mine), Object.keys(reference)];
  if (keys.join() !== expectedKeys.join()) problems.push(`${path}: keys ${keys.join(',')}, v3.1 has ${expectedKeys.join(',')}`);
  for (const key of keys) {
    if (key in reference) compareShape(mine[key], reference[key], `${path}.${key}`, field ? `${field}.${key}` : key, problems);
  }
}

/**
 * The reference record cut to `fields` (v3.1's own fields we do not serve, like maps, left out), less the
 * parts no data package has (README): `car.signs` and `postalCode.format`. A postal code pattern is
 * compared where both have one (v3.1 writes `null` where it has none; postcode-validator knows others).
 */
function expectedRecord(reference: Country, fields: readonly string[] | null, ours: Partial<Country>): Record<string, unknown> {
  const wanted = new Set<string>(fields ?? COUNTRY_FIELDS);
  const absent = ABSENT_IN_OUR_DATA[reference.cca3] ?? [];
  const expected: Record<string, unknown> = Object.fromEntries(Object.entries(reference).filter(([key]) => wanted.has(key) && !absent.includes(key)));
  if (expected.car) expected.car = { side: reference.car?.side };
  if (expected.postalCode) expected.postalCode = reference.postalCode?.regex && ours.postalCode ? { regex: reference.postalCode.regex } : undefined;
  return JSON.parse(JSON.stringify(expected)) as Record<string, unknown>;
}

/** Our record with a postal code pattern only where v3.1 has one too (see {@link expectedRecord}). */
function comparedRecord(ours: Partial<Country>, reference: Country): Partial<Country> {
  return reference.postalCode?.regex ? ours : { ...ours, postalCode: undefined };
}

describe('compareShape', () => {
  const record = { name: { common: 'A', official: 'A', nativeName: { eng: { official: 'A', common: 'A' } } }, capital: ['x'], latlng: [1, 2] };

  it('finds no difference between a record and itself, or one with other values and codes', () => {
    const problems: string[] = [];
    compareShape(record, record, 'X', '', problems);
    compareShape({ ...record, name: { ...record.name, nativeName: { fra: { official: 'B', common: 'B' } } }, capital: [] }, record, 'X', '', problems);
    expect(problems).toEqual([]);
  });

  it('reports key order, missing keys, wrong kinds and wrong element kinds', () => {
    const problems: string[] = [];
    compareShape({ capital: ['x'], name: record.name, latlng: [1, 2] }, record, 'X', '', problems);
    compareShape({ ...record, name: { common: 'A', official: 'A', nativeName: { eng: { common: 'A' } } } }, record, 'X', '', problems);
    compareShape({ ...record, capital: 'x' }, record, 'X', '', problems);
    compareShape({ ...record, latlng: [1, '2'] }, record, 'X', '', problems);
    expect(problems).toEqual([
      'X: keys capital,name,latlng, v3.1 has name,capital,latlng',
      'X.name.nativeName.eng: keys common, v3.1 has official,common',
      'X.capital: string, v3.1 has array',
      'X.latlng[1]: string, v3.1 has number',
    ]);
  });
});

const reference = loadReference();
const describeWithReference = reference ? describe : describe.skip;
if (!reference) console.warn(`REST_COUNTRIES_REFERENCE=${REFERENCE_OPT_OUT}: comparison with v3.1 records skipped on purpose`);

describeWithReference('records compared with the v3.1 reference', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  describe.each(FIELD_SETS)('%s', (_label, fields) => {
    it.each(SAMPLES)('%s has v3.1 keys, key order and types, nested too', async (cca3) => {
      const theirs = reference?.find((country) => country.cca3 === cca3);
      if (!theirs) throw new Error(`${cca3} is not in the reference file`);
      // `?codes=` answers an array with or without fields (`/alpha/{code}?fields=` a bare object).
      const response = await app.inject(`/v3.1/alpha?codes=${cca3}${fields ? `&fields=${fields.join(',')}` : ''}`);
      const body = response.json<unknown[]>();
      expect(body).toHaveLength(1);
      const problems: string[] = [];
      const ours = body[0] as Partial<Country>;
      compareShape(JSON.parse(JSON.stringify(comparedRecord(ours, theirs))), expectedRecord(theirs, fields, ours), cca3, '', problems);
      expect(problems).toEqual([]);
    });
  });

  it('covers the same 250 countries as v3.1', async () => {
    const ours = (await app.inject('/v3.1/all?fields=cca3')).json<Country[]>().map((country) => country.cca3);
    expect(new Set(ours)).toEqual(new Set(reference?.map((country) => country.cca3)));
  });
});
