import { describeFlag } from './build-data';

describe('describeFlag', () => {
  it('names the flag without inventing a description', () => {
    expect(describeFlag('Nepal')).toBe('The flag of Nepal.');
    expect(describeFlag("Côte d'Ivoire")).toBe("The flag of Côte d'Ivoire.");
  });

  it('uses the article English needs', () => {
    expect(describeFlag('United Kingdom')).toBe('The flag of the United Kingdom.');
    expect(describeFlag('Bahamas')).toBe('The flag of the Bahamas.');
    expect(describeFlag('Åland Islands')).toBe('The flag of the Åland Islands.');
  });
});
