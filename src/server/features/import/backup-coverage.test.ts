import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { addRecord } from '@/test/accreditation-records';
import { userIdOf } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { backupOf, seedCoach } from '@/test/export-import';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp, type TestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';
import { logbookTables } from '../../db/logbook-lists';
import * as schema from '../../db/schema';

const t = useTestApp();

/** The tables a backup carries besides the lists: the accreditation page's choices (`accreditation`). */
const choiceTables = {
  accreditationSettings: schema.accreditationSettings,
  accreditationTicks: schema.accreditationTicks,
  accreditationGoals: schema.accreditationGoals,
  applicationSteps: schema.applicationSteps,
};

/**
 * Every other table with a coach's id, and why a backup leaves it out (docs/backup-format.md).
 * A new table of the coach's must be added to the backup or here, with its reason.
 */
const leftOut: Record<string, string> = {
  users: "the account itself; the backup's profile carries what the coach typed",
  auth_sessions: 'sign-in state of this account',
  auth_accounts: "the account's password, never written to a file",
  auth_two_factors: "the account's second factor, never written to a file",
  known_browsers: 'browsers this account signed in from',
  subscription_verifications: 'billing, kept by the payment provider',
  checkout_sessions: 'billing, kept by the payment provider',
  support_tickets: 'a conversation with support, kept by the administrators',
  accreditation_figures_cache: 'figures computed from the lists, rebuilt on the next read',
  coach_month_totals: 'totals computed from the sessions by triggers',
  logbook_versions: 'a counter of changes, bumped by triggers',
  calendar_addresses: 'a private calendar link: a secret of the account, not written to a file',
  calendar_proposals: "events read from the coach's calendar, read again on the next refresh",
  calendar_decisions: "which calendar events were logged or skipped, by the calendar's own event ids",
  calendar_rules: 'how this account reads its calendar (ignored titles, the coaching word)',
  weekly_summary_subscriptions: "the account's e-mail preference, asked again in the new account",
  weekly_summary_deliveries: 'a log of e-mails sent',
  undo_snapshots: 'a deleted record kept for minutes so that Undo can put it back, then purged',
};

const backedUp = [...Object.values(logbookTables), ...Object.values(choiceTables)];

const tablesWithOwner = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => config.name === 'users' || config.columns.some((column) => column.name === 'user_id'));

const rowsOwnedBy = async (app: TestApp, userId: string) =>
  Object.fromEntries(
    await Promise.all(
      backedUp.map(async (table) => {
        const [row] = await app.database.db.select({ value: count() }).from(table).where(eq(table.userId, userId));
        return [getTableConfig(table).name, row?.value ?? 0] as const;
      }),
    ),
  );

const withoutStamp = (text: string) => {
  const { exportedAt: _stamp, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

async function put(app: TestApp, cookie: string, path: string, body: Record<string, unknown>) {
  const response = await call(app, 'PUT', `/api/accreditation/${path}`, { cookie, body });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A coach with at least one row in every table a backup carries. */
async function coachWithEverything(app: TestApp) {
  const coach = await seedCoach(app);
  const group = await addClient(app, coach.cookie, {
    name: 'Leaders circle',
    groupMembers: 4,
    groupMemberNames: 'Ana\nBen\nCai\nDee',
    clientSince: '2024-09-01',
  });
  await addRecord(app, coach.cookie, 'education', { coreCompetencyHours: '30' });
  await addRecord(app, coach.cookie, 'mentorCoaching', {
    mentorCredentialCurrent: false,
    mentorRenewed: true,
    mentorQualification: 'pcc',
  });
  await addRecord(app, coach.cookie, 'credential');
  await addRecord(app, coach.cookie, 'feedback', { kind: 'client_feedback', clientId: group.id });
  await addRecord(app, coach.cookie, 'recording', { clientId: group.id });
  await addRecord(app, coach.cookie, 'recording', { level: 'acc', recordedOn: '2025-05-01', transcriptDone: false });
  await put(app, coach.cookie, 'education-start', { educationStart: '2023-09-01' });
  await put(app, coach.cookie, 'ticks/ac-coach-references', { doneOn: '2026-03-02' });
  await put(app, coach.cookie, 'goal', { body: 'ICF', level: 'PCC', targetDate: '2027-06-30' });
  await put(app, coach.cookie, 'paths/PCC', { path: 'portfolio' });
  await put(app, coach.cookie, 'steps/ICF/ACC', { appliedOn: '2026-09-01', examPassedOn: '2026-10-15' });
  return coach;
}

describe('what a backup carries', () => {
  it("names every table of a coach's data: in the backup, or left out for a stated reason", () => {
    const backedUpNames = new Set(backedUp.map((table) => getTableConfig(table).name));
    const unaccounted = tablesWithOwner()
      .map((config) => config.name)
      .filter((name) => !backedUpNames.has(name) && !(name in leftOut));
    expect(unaccounted, 'tables with a user_id that the backup neither writes nor leaves out on purpose').toEqual([]);
    const owned = new Set(tablesWithOwner().map((config) => config.name));
    for (const name of Object.keys(leftOut)) {
      expect(owned.has(name), `${name} is a table with a user_id`).toBe(true);
      expect(backedUpNames.has(name), name).toBe(false);
    }
  });

  it('restores every one of those tables into a fresh account, links to clients kept, and exports to the same file', async () => {
    const original = await coachWithEverything(t());
    const originalRows = await rowsOwnedBy(t(), await userIdOf(t(), original.cookie));
    for (const [table, rows] of Object.entries(originalRows)) expect(rows, table).toBeGreaterThan(0);

    const backup = await backupOf(t(), original.cookie);
    const parsed = JSON.parse(backup);
    expect(parsed).toMatchObject({
      version: 4,
      accreditation: {
        educationStart: '2023-09-01',
        icfPaths: { PCC: 'portfolio' },
        goal: { body: 'ICF', level: 'PCC', targetDate: '2027-06-30' },
        steps: [{ body: 'ICF', level: 'ACC', appliedOn: '2026-09-01', examPassedOn: '2026-10-15' }],
      },
      educationRecords: [{ coreCompetencyHours: 30 }],
      mentorCoachingSessions: [{ mentorCredentialCurrent: false, mentorRenewed: true, mentorQualification: 'pcc' }],
    });
    const groupRef = parsed.clients.find((client: { name: string }) => client.name === 'Leaders circle');
    expect(groupRef).toMatchObject({
      groupMembers: 4,
      groupMemberNames: 'Ana\nBen\nCai\nDee',
      clientSince: '2024-09-01',
    });
    expect(parsed.performanceRecordings).toEqual([
      expect.objectContaining({ level: 'pcc', recordedOn: '2025-04-02', duration: 45, clientRef: groupRef.ref }),
      expect.objectContaining({ level: 'acc', recordedOn: '2025-05-01', clientRef: null, transcriptDone: false }),
    ]);

    const fresh = await createCoach(t());
    const restored = await upload(t(), '/api/import/backup', {
      cookie: fresh.cookie,
      file: backup,
      name: 'backup.json',
      fields: { dryRun: 'false' },
    });
    expect(await restored.json()).toMatchObject({
      committed: true,
      errorCount: 0,
      created: { performanceRecordings: 2 },
      notes: expect.arrayContaining([
        'ICF application path restored for PCC.',
        'Accreditation goal restored.',
        'Application steps restored for 1 level.',
      ]),
    });
    expect(await rowsOwnedBy(t(), await userIdOf(t(), fresh.cookie))).toEqual(originalRows);
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));

    // The restored recording is tied to the restored account's own client, shown by name.
    const recordings = await call(t(), 'GET', '/api/performance-recordings', { cookie: fresh.cookie });
    expect((await recordings.json()).recordings).toMatchObject([
      { level: 'acc', clientId: null },
      { level: 'pcc', clientName: 'Leaders circle', clientId: expect.any(String) },
    ]);
  }, 120_000);
});
