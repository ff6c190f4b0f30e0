import type { ClientSummary } from '@/shared/schemas/clients';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import type { CpdRecord } from '@/shared/schemas/cpd';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toPage } from '@/shared/domain/paging';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { coachMe, errorBody, type FakeApi, type SentRequest } from './fake-api';

const NOW = '2026-03-01T10:00:00.000Z';
const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The page a request asks for, as the server pages a list (one contract for every list). */
export function pageOf<Item>(items: Item[], request: SentRequest) {
  const page = Number(request.query.get('page') ?? 1);
  const pageSize = Math.min(Number(request.query.get('pageSize') ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  return toPage(items.slice((page - 1) * pageSize, page * pageSize), items.length, { page, pageSize });
}

/**
 * A signed-in coach's logbook behind the fake server: what is created is counted in the
 * dashboard's figures, so a test sees whether the app shows them afresh.
 */
export function fakeLogbook(api: FakeApi) {
  const clients: ClientSummary[] = [
    {
      id: '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01',
      name: 'Zoe Walker',
      email: null,
      phone: null,
      notes: null,
      organisation: null,
      status: 'active',
      groupMembers: null,
      groupMemberNames: null,
      clientSince: null,
      includeInExports: true,
      exportAlias: null,
      createdAt: NOW,
      updatedAt: NOW,
      sessionsCount: 0,
      totalMinutes: 0,
      lastSessionDate: null,
    },
  ];
  const sessions: CoachingSession[] = [];
  const supervision: SupervisionSession[] = [];
  const cpd: CpdRecord[] = [];

  const dashboard = (): DashboardStats => ({
    totalClients: clients.length,
    totalSessions: sessions.length,
    totalHours: hours(sum(sessions.map((session) => session.duration))),
    sessionsThisMonth: 0,
    hoursThisMonth: 0,
    totalSupervisionSessions: supervision.length,
    totalSupervisionHours: hours(sum(supervision.map((session) => session.duration))),
    totalCpdHours: sum(cpd.map((record) => record.hours)),
    cpdHoursThisYear: sum(cpd.map((record) => record.hours)),
    recentSessions: sessions.slice(0, 5),
    hoursByMonth: [],
    previousMonthToDate: { through: '2026-10-27', hours: 0 },
  });

  api
    .on('GET', '/api/me', { body: coachMe() })
    .on('GET', '/api/config', { body: { captcha: false, trialDays: 14, supportEmail: null, communityUrl: null } })
    .on('GET', '/api/billing/status', {
      body: {
        provider: 'demo',
        status: 'trial',
        periodEnd: null,
        daysRemaining: 10,
        hasAccess: true,
        isAdmin: false,
        freeAccount: false,
        canManageBilling: false,
        canCancel: false,
        checkout: null,
      },
    })
    .on('GET', '/api/profile', {
      body: {
        profile: {
          email: 'coach@example.com',
          username: null,
          displayName: null,
          firstPractisedOn: null,
          professionalMemberships: null,
          termsAcceptedAt: NOW,
          termsVersion: '1.0',
          createdAt: NOW,
        },
      },
    })
    .on('GET', '/api/dashboard', () => ({ body: dashboard() }))
    .on('GET', '/api/clients', (request) => ({ body: pageOf(clients, request) }))
    .on('GET', '/api/clients/names', (request) => {
      const status = request.query.get('status') ?? 'all';
      const listed = clients.filter((client) => status === 'all' || client.status === status);
      return { body: { clients: listed.map(({ id, name, status: state }) => ({ id, name, status: state })) } };
    })
    .on('GET', '/api/coaching-sessions', (request) => ({
      body: {
        ...pageOf(sessions, request),
        minutes: sum(sessions.map((session) => session.duration)),
      },
    }))
    .on('GET', '/api/coaching-sessions/last', (request) => {
      const clientId = request.query.get('clientId');
      const last = sessions.find((session) => session.clientId === clientId) ?? sessions[0];
      return {
        body: {
          session: last
            ? {
                clientId: last.clientId,
                clientName: last.clientName,
                duration: last.duration,
                sessionType: last.sessionType,
                groupSize: last.groupSize,
                payment: last.payment,
              }
            : null,
        },
      };
    })
    .on('POST', '/api/coaching-sessions', (request) => {
      const input = request.body as CoachingSession;
      if (sessions.some((session) => session.clientId === input.clientId && session.date === input.date)) {
        // As the server says it: the rule's message, under the date.
        const message = 'A session for this client on this date already exists.';
        return { status: 409, body: errorBody('CONFLICT', message, [{ path: 'date', message }]) };
      }
      const session: CoachingSession = {
        ...input,
        clientName: clients.find((client) => client.id === input.clientId)?.name ?? '',
        isImportedSummary: false,
        summaryEndDate: null,
        createdAt: NOW,
        updatedAt: NOW,
      };
      sessions.unshift(session);
      return { status: 201, body: { session } };
    })
    .on('GET', '/api/supervision-sessions', (request) => ({
      body: {
        ...pageOf(supervision, request),
        summary: {
          sessions: supervision.length,
          minutes: sum(supervision.map((session) => session.duration)),
          quarters: [],
        },
      },
    }))
    .on('POST', '/api/supervision-sessions', (request) => {
      const session = { ...(request.body as SupervisionSession), createdAt: NOW, updatedAt: NOW };
      supervision.unshift(session);
      return { status: 201, body: { session } };
    })
    .on('GET', '/api/cpd-records', (request) => {
      const total = sum(cpd.map((record) => record.hours));
      return {
        body: {
          ...pageOf(cpd, request),
          totals: {
            allTime: total,
            thisYear: total,
            lastThreeYears: { total, coreCompetencies: total, resourceDevelopment: 0, coachingEthics: 0 },
          },
        },
      };
    })
    .on('POST', '/api/cpd-records', (request) => {
      const record = { ...(request.body as CpdRecord), createdAt: NOW, updatedAt: NOW };
      cpd.unshift(record);
      return { status: 201, body: { record } };
    });
  return { clients, sessions, supervision, cpd };
}
