import { describe, expect, it } from 'vitest';
import { accreditationProgress } from './accreditation';

describe('ICF progress', () => {
  it.each([
    [0, null, 'ACC', 0, '100 hours needed for ACC'],
    [99.9, null, 'ACC', 99.9, '0.1 hours needed for ACC'],
    [100, 'ACC', 'PCC', 20, '400 hours needed for PCC'],
    [499.9, 'ACC', 'PCC', 99.98, '0.1 hours needed for PCC'],
    [500, 'PCC', 'MCC', 20, '2000 hours needed for MCC'],
    [2499.9, 'PCC', 'MCC', 99.996, '0.1 hours needed for MCC'],
  ])('%f hours: level %s, next %s, %f%%, "%s"', (hours, current, next, percent, message) => {
    const progress = accreditationProgress('ICF', hours);
    expect(progress.current).toBe(current);
    expect(progress.next?.name).toBe(next);
    expect(progress.percent).toBeCloseTo(percent, 6);
    expect(progress.message).toBe(message);
  });

  it('says MCC is achieved at 2500 hours and beyond', () => {
    for (const hours of [2500, 4000]) {
      expect(accreditationProgress('ICF', hours)).toMatchObject({
        current: 'MCC',
        next: null,
        percent: 100,
        message: 'Achieved MCC level!',
      });
    }
  });
});

describe('EMCC progress', () => {
  it.each([
    [0, null, 'Practitioner', 0, '100 hours needed for Practitioner'],
    [50, null, 'Practitioner', 50, '50 hours needed for Practitioner'],
    [100, 'Practitioner', 'Senior Practitioner', 20, '400 hours needed for Senior Practitioner'],
    [500, 'Senior Practitioner', 'Master Practitioner', 20, '2000 hours needed for Master Practitioner'],
  ])('%f hours: level %s, next %s', (hours, current, next, percent, message) => {
    expect(accreditationProgress('EMCC', hours)).toMatchObject({ current, next: { name: next }, percent, message });
  });

  it('says Master Practitioner is achieved at the top', () => {
    expect(accreditationProgress('EMCC', 2500).message).toBe('Achieved Master Practitioner level!');
  });
});
