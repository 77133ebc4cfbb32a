import { addedTranslationsOf, capitalInfoOf, continentsOf, driveSideOf, extrasFor, postalCodeRegexOf, startOfWeekOf, timezonesOf } from './record-extras';

describe('timezonesOf', () => {
  it('gives the distinct standard offsets, ascending, in v3.1 form', () => {
    expect(timezonesOf('NP')).toEqual(['UTC+05:45']);
    expect(timezonesOf('IN')).toEqual(['UTC+05:30']);
    expect(timezonesOf('IS')).toEqual(['UTC']);
    const russia = timezonesOf('RU') ?? [];
    expect(russia[0]).toBe('UTC+02:00');
    expect(russia).toContain('UTC+12:00');
    expect(new Set(russia).size).toBe(russia.length);
  });

  it('gives nothing for a territory the time zone data lacks (Kosovo), rather than a guess', () => {
    expect(timezonesOf('XK')).toBeUndefined();
  });
});

describe('continentsOf', () => {
  it('names the continents, several for a transcontinental country', () => {
    expect(continentsOf('NP')).toEqual(['Asia']);
    expect(continentsOf('BR')).toEqual(['South America']);
    expect(continentsOf('RU')?.sort()).toEqual(['Asia', 'Europe']);
    expect(continentsOf('AQ')).toEqual(['Antarctica']);
  });
});

describe('startOfWeekOf', () => {
  it("gives CLDR's first day of the week, the world default (monday) where CLDR names none", () => {
    expect(startOfWeekOf('US')).toBe('sunday');
    expect(startOfWeekOf('DE')).toBe('monday');
    expect(startOfWeekOf('AF')).toBe('saturday');
    expect(startOfWeekOf('AQ')).toBe('monday');
  });
});

describe('capitalInfoOf', () => {
  it("gives the first capital's latitude and longitude to 0.01°", () => {
    expect(capitalInfoOf('NP', ['Kathmandu'])).toEqual({ latlng: [27.7, 85.32] });
    expect(capitalInfoOf('ZA', ['Pretoria', 'Bloemfontein', 'Cape Town']).latlng.map(Math.round)).toEqual([-26, 28]);
  });

  it('finds a capital GeoNames spells otherwise through its capital mark', () => {
    expect(capitalInfoOf('YE', ["Sana'a"]).latlng.map(Math.round)).toEqual([15, 44]);
  });

  it('leaves latlng empty where there is no capital or no place found', () => {
    expect(capitalInfoOf('AQ', [])).toEqual({ latlng: [] });
    expect(capitalInfoOf('TK', ['Fakaofo'])).toEqual({ latlng: [] });
  });
});

describe('driveSideOf', () => {
  it("gives the territory's side of the road", () => {
    expect(driveSideOf('NP', [27.7, 85.32])).toBe('left');
    expect(driveSideOf('FR', [48.87, 2.33])).toBe('right');
    // Unlike the United States, its Virgin Islands keep left.
    expect(driveSideOf('VI', [])).toBe('left');
  });

  it('takes the side at the capital where the parts of a country differ', () => {
    // The United Kingdom's overseas territories, China's Hong Kong and Macau, the US's Virgin Islands.
    expect(driveSideOf('GB', [51.51, -0.13])).toBe('left');
    expect(driveSideOf('CN', [39.91, 116.4])).toBe('right');
    expect(driveSideOf('US', [38.9, -77.04])).toBe('right');
    expect(driveSideOf('GB', [])).toBeUndefined();
  });
});

describe('postalCodeRegexOf', () => {
  it("gives the pattern a territory's postal codes follow", () => {
    const nepal = new RegExp(postalCodeRegexOf('NP') ?? '');
    expect(['44600', '4460', '446000'].map((code) => nepal.test(code))).toEqual([true, false, false]);
    const britain = new RegExp(postalCodeRegexOf('GB') ?? '');
    expect(['SW1A 1AA', 'EC1A1BB', 'SW1A'].map((code) => britain.test(code))).toEqual([true, true, false]);
  });

  it('gives nothing where the territory has no postal codes or none is known', () => {
    expect(postalCodeRegexOf('AW')).toBeUndefined();
    expect(postalCodeRegexOf('AQ')).toBeUndefined();
  });
});

describe('addedTranslationsOf', () => {
  it('names the territory in Welsh, Breton and Indonesian under their ISO 639-3 codes', () => {
    expect(addedTranslationsOf('DE')).toEqual({
      bre: { official: 'Alamagn', common: 'Alamagn' },
      cym: { official: 'Yr Almaen', common: 'Yr Almaen' },
      ind: { official: 'Jerman', common: 'Jerman' },
    });
  });

  it('takes the name, not an abbreviation listed after it', () => {
    expect(addedTranslationsOf('US').cym).toEqual({ official: 'Unol Daleithiau America', common: 'Unol Daleithiau America' });
  });
});

describe('extrasFor', () => {
  it('gathers every extra field of a territory', () => {
    expect(extrasFor('NP', ['Kathmandu'])).toEqual({
      capitalInfo: { latlng: [27.7, 85.32] },
      continents: ['Asia'],
      startOfWeek: 'sunday',
      timezones: ['UTC+05:45'],
      car: { side: 'left' },
      postalCode: { regex: '^\\d{5}$' },
      translations: { bre: { official: 'Nepal', common: 'Nepal' }, cym: { official: 'Nepal', common: 'Nepal' }, ind: { official: 'Nepal', common: 'Nepal' } },
    });
  });

  it('leaves out what no package has for a territory', () => {
    const antarctica = extrasFor('AQ', []);
    expect(antarctica).not.toHaveProperty('postalCode', expect.anything());
    expect(antarctica.capitalInfo).toEqual({ latlng: [] });
  });
});
