import worldCountries from 'world-countries';
import { COUNTRY_FIELDS } from '@worldatlas/contracts';
import { describeFlag, hashedFlagName, NAMES_WITH_THE, toV31Record } from './build-data';
import { extrasFor } from './record-extras';

const source = (cca3: string) => {
  const entry = worldCountries.find((country) => country.cca3 === cca3);
  if (!entry) throw new Error(`world-countries has no ${cca3}`);
  return entry;
};

/** The record build-data writes for `cca3`, with `population`. */
const recordOf = (cca3: string, population: number) => {
  const code = source(cca3).cca2.toLowerCase();
  const flagNames = { svg: `${code}.3f2a9c1b.svg`, png: `${code}.0a1b2c3d.png` };
  return toV31Record(source(cca3), population, extrasFor(source(cca3).cca2, source(cca3).capital), flagNames);
};

describe('describeFlag', () => {
  it('names the flag without inventing a description', () => {
    expect(describeFlag('Nepal')).toBe('The flag of Nepal.');
    expect(describeFlag("Côte d'Ivoire")).toBe("The flag of Côte d'Ivoire.");
  });

  it.each([
    ['United Kingdom', 'The flag of the United Kingdom.'],
    ['Bahamas', 'The flag of the Bahamas.'],
    ['Åland Islands', 'The flag of the Åland Islands.'],
    ['Isle of Man', 'The flag of the Isle of Man.'],
    ['British Indian Ocean Territory', 'The flag of the British Indian Ocean Territory.'],
    ['French Southern and Antarctic Lands', 'The flag of the French Southern and Antarctic Lands.'],
    ['Gambia', 'The flag of the Gambia.'],
    ['Republic of the Congo', 'The flag of the Republic of the Congo.'],
  ])('uses "the" with %s', (name, alt) => {
    expect(describeFlag(name)).toBe(alt);
  });

  it.each([
    ['Czechia', 'The flag of Czechia.'],
    ['Vatican City', 'The flag of Vatican City.'],
    ['Heard Island and McDonald Islands', 'The flag of Heard Island and McDonald Islands.'],
    ['United', 'The flag of United.'],
    ['Saint Vincent and the Grenadines', 'The flag of Saint Vincent and the Grenadines.'],
  ])('uses no article with %s', (name, alt) => {
    expect(describeFlag(name)).toBe(alt);
  });

  it('lists only names the data has, so a renamed country cannot slip out of the list', () => {
    const names = new Set(worldCountries.map((country) => country.name.common));
    expect([...NAMES_WITH_THE].filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('hashedFlagName', () => {
  it('names a flag file by the first 8 hex digits of its SHA-256, so other content gets another name', () => {
    // SHA-256 of "abc" begins ba7816bf.
    expect(hashedFlagName('np', 'svg', Buffer.from('abc'))).toBe('np.ba7816bf.svg');
    expect(hashedFlagName('np', 'svg', Buffer.from('abd'))).not.toBe('np.ba7816bf.svg');
    expect(hashedFlagName('np', 'png', Buffer.from('abc'))).toBe('np.ba7816bf.png');
  });
});

describe('toV31Record', () => {
  it('keeps v3.1 key order, top level and nested, with flags pointing at this API', () => {
    const record = recordOf('NPL', 29_911_840);
    expect(Object.keys(record)).toEqual([...COUNTRY_FIELDS]);
    expect(Object.keys(record.name)).toEqual(['common', 'official', 'nativeName']);
    expect(record.name.nativeName).toEqual({ nep: { official: 'नेपाल संघीय लोकतान्त्रिक गणतन्त्र', common: 'नेपाल' } });
    expect(record.flags).toEqual({ svg: '/flags/np.3f2a9c1b.svg', png: '/flags/np.0a1b2c3d.png', alt: 'The flag of Nepal.' });
    expect(record.population).toBe(29_911_840);
  });

  it('drops fields without data (Kosovo has no independence status nor time zones in the packages)', () => {
    expect(source('UNK').independent).toBeNull();
    const record = recordOf('UNK', 1_800_000);
    expect(record).not.toHaveProperty('independent');
    expect(Object.keys(record)).toEqual(COUNTRY_FIELDS.filter((field) => field !== 'independent' && field !== 'timezones'));
  });

  it("leaves an unknown area out (world-countries writes -1 for Svalbard and Jan Mayen's)", () => {
    expect(source('SJM').area).toBe(-1);
    expect(recordOf('SJM', 2_562)).not.toHaveProperty('area');
    expect(recordOf('NPL', 1).area).toBe(147_181);
  });

  it('keeps empty arrays, objects and strings, and a population of 0', () => {
    const record = recordOf('ATA', 0);
    expect(record).toMatchObject({ capital: [], currencies: {}, languages: {}, subregion: '', population: 0, name: { nativeName: {} } });
    expect(Object.keys(record)).toContain('capital');
  });

  it('leaves out world-countries fields that v3.1 does not have', () => {
    const record = recordOf('NPL', 1) as unknown as Record<string, unknown>;
    expect(source('NPL')).toHaveProperty('unRegionalGroup');
    expect(record).not.toHaveProperty('unRegionalGroup');
    expect(record.name).not.toHaveProperty('native');
  });
});
