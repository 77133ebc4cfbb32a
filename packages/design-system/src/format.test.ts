import { formatArea, formatCallingCode, formatDensity, formatFigure } from './format';

describe('formatCallingCode', () => {
  it('joins the root and its suffix', () => {
    expect(formatCallingCode({ root: '+9', suffixes: ['77'] })).toBe('+977');
  });

  it('lists up to three suffixes, each with the root', () => {
    expect(formatCallingCode({ root: '+1', suffixes: ['787', '939'] })).toBe('+1787, +1939');
    expect(formatCallingCode({ root: '+3', suffixes: ['906698', '79'] })).toBe('+3906698, +379');
  });

  it('shows the root alone for more suffixes (area codes under one country code) or none', () => {
    expect(formatCallingCode({ root: '+7', suffixes: ['3', '4', '5', '8', '9'] })).toBe('+7');
    expect(formatCallingCode({ root: '+1', suffixes: Array.from({ length: 300 }, (_, index) => String(200 + index)) })).toBe('+1');
    expect(formatCallingCode({ root: '+4' })).toBe('+4');
  });

  it('is undefined without a root', () => {
    expect(formatCallingCode({ root: '', suffixes: [] })).toBeUndefined();
    expect(formatCallingCode(undefined)).toBeUndefined();
  });
});

describe('formatArea and formatDensity', () => {
  it('keeps the decimals of a small area and of a sparse density, and rounds the others', () => {
    expect(formatArea(0.49, 'en-US')).toBe('0.49 km²');
    expect(formatArea(147_181, 'en-US')).toBe('147,181 km²');
    expect(formatArea(21.3, 'en-US')).toBe('21 km²');
    expect(formatDensity(451, 0.49, 'en-US')).toBe('920 people per km²');
    expect(formatDensity(56_367, 2_166_086, 'en-US')).toBe('0.026 people per km²');
    expect(formatDensity(29_136_808, 147_181, 'en-US')).toBe('198 people per km²');
  });

  it("follows the locale's number format", () => {
    expect(formatArea(1.5, 'de-DE')).toBe('1,5 km²');
  });

  it('gives nothing for an unknown, zero or negative figure', () => {
    expect([formatArea(undefined), formatArea(0), formatArea(-1), formatDensity(10, 0), formatDensity(undefined, 10)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('formatFigure', () => {
  it("writes a figure without its unit in the locale's format, keeping a small one's first two significant digits", () => {
    expect(formatFigure(147_181.4, 'en')).toBe('147,181');
    expect(formatFigure(0.49, 'en')).toBe('0.49');
    expect(formatFigure(0.02598, 'en')).toBe('0.026');
    expect(formatFigure(147_181, 'de')).toBe('147.181');
    expect(formatFigure(1.5, 'fr')).toBe('1,5');
  });
});
