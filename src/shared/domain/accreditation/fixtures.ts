import { figureWindows } from './overview';
import type { AccreditationFigures, MentorTotals, WindowFigures } from './types';

/** Figures of a coach with nothing logged: the base that unit tests change one field at a time. */
export function emptyWindow(): WindowFigures {
  return {
    sessions: {
      all: { minutes: 0, paidMinutes: 0, clients: 0 },
      sinceEducation: { minutes: 0, paidMinutes: 0, clients: 0 },
    },
    newClients: { all: 0, sinceEducation: 0 },
    cpdHours: 0,
    cpdRecords: 0,
    feedback: 0,
    reflection: 0,
    supervisionMinutes: 0,
  };
}

export function emptyFigures(today: string): AccreditationFigures {
  return {
    today,
    educationStart: null,
    educationHours: 0,
    firstPractisedOn: null,
    windows: Object.fromEntries(figureWindows(today).map((window) => [window.key, emptyWindow()])),
    supervisionFirst: null,
    supervisionLast: null,
    mentor: [],
    credentials: [],
    ticks: {},
  };
}

/** Sessions in one window, the same in both scopes. */
export function withSessions(
  figures: AccreditationFigures,
  key: string,
  hours: number,
  paidHours: number,
  clients: number,
) {
  const totals = { minutes: hours * 60, paidMinutes: paidHours * 60, clients };
  figures.windows[key]!.sessions = { all: { ...totals }, sinceEducation: { ...totals } };
  return figures;
}

export function mentorRow(row: Partial<MentorTotals> & Pick<MentorTotals, 'credential'>): MentorTotals {
  return { oneToOneMinutes: 0, groupMinutes: 0, first: null, last: null, paceMinutes: 0, ...row };
}
