import { formatCoordinates, formatDemonym } from './detail-formats';

describe('formatDemonym', () => {
  it('names the people once when both forms agree, else both', () => {
    expect(formatDemonym({ eng: { f: 'Nepalese', m: 'Nepalese' }, fra: { f: 'Népalaise', m: 'Népalais' } })).toBe('Nepalese');
    expect(formatDemonym({ eng: { f: 'Frenchwoman', m: 'Frenchman' } })).toBe('Frenchman (male), Frenchwoman (female)');
    expect(formatDemonym({ eng: { f: 'Islander', m: '' } })).toBe('Islander');
  });

  it('is undefined without an English demonym', () => {
    expect(formatDemonym(undefined)).toBeUndefined();
    expect(formatDemonym({ fra: { f: 'Bouvetoise', m: 'Bouvetois' } })).toBeUndefined();
    expect(formatDemonym({ eng: { f: '', m: '' } })).toBeUndefined();
  });
});

describe('formatCoordinates', () => {
  it('writes degrees with up to two decimals and the hemisphere', () => {
    expect(formatCoordinates([27.72, 85.32])).toBe('27.72° N, 85.32° E');
    expect(formatCoordinates([-19.03, -65.26])).toBe('19.03° S, 65.26° W');
    expect(formatCoordinates([27.7, 85])).toBe('27.7° N, 85° E');
    expect(formatCoordinates([0, 0])).toBe('0° N, 0° E');
    expect(formatCoordinates([51.504, -0.127])).toBe('51.5° N, 0.13° W');
  });

  it('is undefined unless both numbers are there', () => {
    expect(formatCoordinates([])).toBeUndefined();
    expect(formatCoordinates([12])).toBeUndefined();
    expect(formatCoordinates(undefined)).toBeUndefined();
  });
});
