import { figureWindows } from './overview';
import type { AccreditationFigures, MentorSession, WindowFigures } from './types';

/** Figures of a coach with nothing logged: the base that unit tests change one field at a time. */
export function emptyWindow(): WindowFigures {
  return {
    sessions: {
      all: { minutes: 0, paidMinutes: 0, clients: 0 },
      icfLog: { minutes: 0, paidMinutes: 0, clients: 0 },
    },
    newClients: { all: 0, icfLog: 0 },
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
    educationStartSetByCoach: false,
    education: [],
    firstPractisedOn: null,
    firstSessionOn: null,
    windows: Object.fromEntries(figureWindows(today).map((window) => [window.key, emptyWindow()])),
    icfLeftOut: {
      notConsentedMinutes: 0,
      notConsentedClients: [],
      notConsentedClientCount: 0,
      largeGroupMinutes: 0,
      beforeEducationMinutes: 0,
    },
    supervisionFirst: null,
    supervisionLast: null,
    mentor: [],
    credentials: [],
    recordings: [],
    steps: [],
    goal: null,
    icfPaths: {},
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
  figures.windows[key]!.sessions = { all: { ...totals }, icfLog: { ...totals } };
  return figures;
}

/** One mentor session, one-to-one with a current PCC mentor unless the test says otherwise. */
export function mentorSession(row: Partial<MentorSession> & Pick<MentorSession, 'date' | 'minutes'>): MentorSession {
  return { credential: 'PCC', current: true, renewed: false, qualification: null, format: 'one_to_one', ...row };
}

/** A credential held, with an empty renewal cycle. */
export function held(body: 'ICF' | 'EMCC' | 'AC', level: string, awardedOn: string, expiresOn: string | null = null) {
  return {
    id: `${body}-${level}`,
    body,
    level,
    awardedOn,
    expiresOn,
    cycle: {
      start: awardedOn,
      end: expiresOn ?? awardedOn,
      coreCompetencyHours: 0,
      ethicsHours: 0,
      resourceDevelopmentHours: 0,
      supervisionMinutes: 0,
    },
  };
}
