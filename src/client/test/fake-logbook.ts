import type { ClientSummary } from '@/shared/schemas/clients';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import type { CpdRecord } from '@/shared/schemas/cpd';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { coachMe, errorBody, type FakeApi } from './fake-api';

const NOW = '2026-03-01T10:00:00.000Z';
const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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
      includeInExports: true,
      exportAlias: null,
      createdAt: NOW,
      updatedAt: NOW,
      sessionsCount: 0,
      totalMinutes: 0,
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
    .on('GET', '/api/dashboard', () => ({ body: dashboard() }))
    .on('GET', '/api/clients', () => ({ body: { clients } }))
    .on('GET', '/api/coaching-sessions', () => ({
      body: {
        sessions,
        total: sessions.length,
        page: 1,
        pageSize: 20,
        lastClientId: sessions.at(-1)?.clientId ?? null,
      },
    }))
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
    .on('GET', '/api/supervision-sessions', () => ({ body: { sessions: supervision } }))
    .on('POST', '/api/supervision-sessions', (request) => {
      const session = { ...(request.body as SupervisionSession), createdAt: NOW, updatedAt: NOW };
      supervision.unshift(session);
      return { status: 201, body: { session } };
    })
    .on('GET', '/api/cpd-records', () => {
      const total = sum(cpd.map((record) => record.hours));
      return {
        body: {
          records: cpd,
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
