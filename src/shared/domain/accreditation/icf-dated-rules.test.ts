import { describe, expect, it } from 'vitest';
import { held } from './fixtures';
import { accReady } from './icf-test-figures';
import { levelOf, rowOf } from './test-helpers';

describe('rules in force on a date, and the changes announced (ICF blog 13 April 2026; support 5000900518)', () => {
  it('shows the 2027 changes with what they mean for the coach, before they apply', () => {
    const figures = accReady();
    figures.mentor = [];
    const changes = levelOf('ICF', figures, 'ACC').changes;
    expect(changes.map((change) => change.effectiveOn)).toEqual(['2027-01-01', '2027-04-01']);
    expect(changes[0]!.meaning).toBe(
      "You still need 10 more hours, spread over at least 3 months, of which 3 more one-to-one: sessions from 1 January 2027 count only with a qualified mentor (record it on the mentor's entry).",
    );
    figures.recordings = [];
    expect(levelOf('ICF', figures, 'ACC').changes[1]!.meaning).toBe(
      'If you apply from 1 April 2027, you will not need to submit recordings.',
    );
  });

  it('drops the Portfolio performance evaluation from 1 April 2027, not MCC’s', () => {
    const figures = accReady('2027-04-01');
    expect(levelOf('ICF', figures, 'ACC').requirements.map((row) => row.id)).not.toContain('icf-acc-recordings');
    expect(levelOf('ICF', figures, 'PCC').requirements.map((row) => row.id)).not.toContain('icf-pcc-recordings');
    expect(levelOf('ICF', figures, 'MCC').requirements.map((row) => row.id)).toContain('icf-mcc-recordings');
    expect(levelOf('ICF', figures, 'ACC').changes).toEqual([]);
  });

  it('asks for the PCC held before MCC, and has no MCC recency row (none published)', () => {
    const figures = accReady();
    expect(rowOf('ICF', figures, 'MCC', 'icf-mcc-pcc-held')).toMatchObject({
      figure: '0 of 1 ICF PCC credential held',
    });
    figures.credentials = [held('ICF', 'PCC', '2024-01-01', '2027-01-01')];
    expect(rowOf('ICF', figures, 'MCC', 'icf-mcc-pcc-held').status).toBe('Met');
    expect(levelOf('ICF', figures, 'MCC').requirements.map((row) => row.id)).not.toContain('icf-mcc-recency');
  });

  it('links every row to the page that states it, with the date it was checked', () => {
    for (const row of levelOf('ICF', accReady(), 'PCC').requirements) {
      expect(row.sources.length).toBeGreaterThan(0);
      for (const source of row.sources) {
        expect(source.url).toMatch(/^https:\/\/[^/]+\/.+/);
        expect(source.checkedOn).toBe('2026-11-27');
      }
    }
  });
});
