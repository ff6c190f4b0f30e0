import { describe, expect, it } from 'vitest';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { formatTopics, sessionActionLabel, toSupervisionFormValues } from './supervision-text';

const saved: SupervisionSession = {
  id: '0b0c6f1e-4d3a-4c55-9a53-3d1f1b2a9e10',
  supervisorName: 'Dr Jane Smith',
  date: '2026-03-05',
  duration: 90,
  topics: ['Ethics', 'Boundaries'],
  notes: null,
  supervisionType: 'group',
  supervisorAccreditation: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

describe('supervision texts', () => {
  it('shows the topics joined, or a dash when there are none', () => {
    expect(formatTopics(['Ethics', 'Boundaries'])).toBe('Ethics, Boundaries');
    expect(formatTopics([])).toBe('-');
  });

  it('names the row actions by the session’s long date', () => {
    expect(sessionActionLabel('Edit', '2026-03-05', 'en-GB')).toBe('Edit supervision session of 5 March 2026');
    expect(sessionActionLabel('Actions for', '2026-03-05', 'en-US')).toBe(
      'Actions for supervision session of March 5, 2026',
    );
  });
});

describe('supervision form values', () => {
  it('starts a new session today, for 60 minutes, individual', () => {
    expect(toSupervisionFormValues(undefined, '2026-04-01')).toEqual({
      supervisorName: '',
      date: '2026-04-01',
      duration: 60,
      topics: '',
      notes: '',
      supervisionType: 'individual',
      supervisorAccreditation: '',
      confirmedDates: [],
    });
  });

  it('fills the form from a saved session, topics as comma-separated text and blanks for nulls', () => {
    expect(toSupervisionFormValues(saved, '2026-04-01')).toEqual({
      supervisorName: 'Dr Jane Smith',
      date: '2026-03-05',
      duration: 90,
      topics: 'Ethics, Boundaries',
      notes: '',
      supervisionType: 'group',
      supervisorAccreditation: '',
      // Its date was kept when it was saved: an edit does not ask about it again.
      confirmedDates: ['2026-03-05'],
    });
  });
});
