import { capitalInfoOf, continentsOf, extrasFor, startOfWeekOf, timezonesOf } from './record-extras';

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

describe('extrasFor', () => {
  it('gathers every extra field of a territory', () => {
    expect(extrasFor('NP', ['Kathmandu'])).toEqual({
      capitalInfo: { latlng: [27.7, 85.32] },
      continents: ['Asia'],
      startOfWeek: 'sunday',
      timezones: ['UTC+05:45'],
    });
  });
});
