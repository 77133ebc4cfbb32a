import { type MappableCountry, placeCountries } from './join';
import { worldShapes } from './shapes';

// The shapes the maps draw (Natural Earth, 1:110m) and every record of the real countries-api
// (jest/start-countries-api.js), with the fields the maps read.
const shapes = worldShapes();
let countries: MappableCountry[];
beforeAll(async () => {
  const answer = await fetch(`${process.env.TEST_API_BASE_URL}/v3.1/all?fields=name,ccn3,latlng`);
  if (!answer.ok) throw new Error(`the countries-api answered ${answer.status}`);
  countries = (await answer.json()) as MappableCountry[];
});

describe('placing the API records on the map', () => {
  it('gives every record with a ccn3 a shape or a dot, and prints the counts', () => {
    const { placed, unplaced } = placeCountries(countries, shapes);
    const withCode = countries.filter((country) => country.ccn3);
    const byShape = placed.filter((placement) => placement.shape).length;
    const byDotOnly = placed.filter((placement) => !placement.shape).length;
    const smallWithDot = placed.filter((placement) => placement.shape && placement.dot).length;
    console.log(
      `map join: ${countries.length} records, ${withCode.length} with ccn3; ${byShape} drawn as shapes (${smallWithDot} of them also dotted as too small), ${byDotOnly} as dots only, ${unplaced.length} unplaced; ${shapes.length} shapes`,
    );
    expect(countries).toHaveLength(250);
    for (const country of withCode) expect(placed.some((placement) => placement.country === country)).toBe(true);
    // Only a record with neither a shape nor a position is left off, and the data has none.
    expect(unplaced).toEqual([]);
    expect(byShape).toBeGreaterThan(160);
  });

  it('joins on ISO 3166-1 numeric codes: Nepal is 524, India 356', () => {
    const { placed } = placeCountries(countries.filter((country) => ['Nepal', 'India'].includes(country.name.common)), shapes);
    expect(placed.map((placement) => [placement.country.name.common, placement.shape?.id, placement.shape?.properties.name])).toEqual(
      expect.arrayContaining([
        ['Nepal', '524', 'Nepal'],
        ['India', '356', 'India'],
      ]),
    );
  });

  it('puts a territory without a shape at its latlng (longitude first), and dots a shape too small to see', () => {
    const { placed } = placeCountries(countries.filter((country) => ['Monaco', 'Luxembourg'].includes(country.name.common)), shapes);
    const monaco = placed.find((placement) => placement.country.name.common === 'Monaco');
    expect(monaco?.shape).toBeUndefined();
    const [latitude, longitude] = countries.find((country) => country.name.common === 'Monaco')?.latlng ?? [];
    expect(monaco?.dot).toEqual([longitude, latitude]);
    expect(longitude).toBeCloseTo(7.4, 1);
    const luxembourg = placed.find((placement) => placement.country.name.common === 'Luxembourg');
    expect(luxembourg?.shape?.id).toBe('442');
    expect(luxembourg?.dot).toBeDefined();
  });

  it('leaves out a record with neither a known code nor a position', () => {
    const nowhere = { name: { common: 'Atlantis' }, ccn3: '999' };
    expect(placeCountries([nowhere], shapes)).toEqual({ placed: [], unplaced: [nowhere] });
  });
});
