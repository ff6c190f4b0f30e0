import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { backupOf, summary } from '@/test/export-import';
import { call } from '@/test/http';
import { icfLogCsv, importIcfLog, listSessions } from '@/test/icf-log';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';

const t = useTestApp();

const icfLog = async (cookie: string, format: 'csv' | 'xlsx') => {
  const response = await call(t(), 'GET', `/api/export/icf-log?format=${format}`, { cookie });
  expect(response.status).toBe(200);
  return format === 'csv' ? response.text() : new Uint8Array(await response.arrayBuffer());
};

const withoutStamp = (text: string) => {
  const { exportedAt: _stamp, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

describe('the ICF log and imported summaries round trip', () => {
  it('exports, imports (XLSX) into a fresh account and exports the same log again', async () => {
    const coach = await createCoach(t());
    const ada = await addClient(t(), coach.cookie, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      includeInExports: true,
    });
    const ben = await addClient(t(), coach.cookie, { name: 'Ben Okafor', includeInExports: true, exportAlias: 'B' });
    await addSession(t(), coach.cookie, { clientId: ada.id, date: '2026-01-05', duration: 60 });
    await addSession(t(), coach.cookie, { clientId: ada.id, date: '2026-02-05', duration: 45, payment: 'pro_bono' });
    await addSession(t(), coach.cookie, {
      clientId: ben.id,
      date: '2026-01-20',
      duration: 120,
      sessionType: 'group',
      groupSize: 6,
    });
    await addSession(t(), coach.cookie, { clientId: ben.id, date: '2026-02-20', duration: 30 });
    const original = await icfLog(coach.cookie, 'csv');

    const fresh = await createCoach(t());
    const imported = await importIcfLog(
      t(),
      fresh.cookie,
      await icfLog(coach.cookie, 'xlsx'),
      { dryRun: 'false' },
      'log.xlsx',
    );
    expect(await imported.json()).toMatchObject({
      committed: true,
      errorCount: 0,
      notes: ['2 totals rows were left out.'],
      created: { clients: 2, coachingSessions: 4 },
    });
    expect(await icfLog(fresh.cookie, 'csv')).toBe(original);
  });

  it('keeps imported summaries through a backup and its restore, never doubled', async () => {
    const coach = await createCoach(t());
    await importIcfLog(t(), coach.cookie, icfLogCsv, { dryRun: 'false' });
    const backup = await backupOf(t(), coach.cookie);
    const sessions = JSON.parse(backup).coachingSessions;
    expect(sessions[0]).toMatchObject({ isImportedSummary: true, summaryEndDate: '2026-03-20', duration: 750 });

    const fresh = await createCoach(t());
    const restore = () =>
      upload(t(), '/api/import/backup', {
        cookie: fresh.cookie,
        file: backup,
        name: 'backup.json',
        fields: { dryRun: 'false' },
      });
    expect(await (await restore()).json()).toMatchObject({ committed: true, errorCount: 0 });
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));
    expect(await (await restore()).json()).toMatchObject({ created: { coachingSessions: 0 }, duplicateCount: 6 });
    expect((await summary(t(), fresh.cookie)).coachingSessions).toBe(4);
    // Importing the log itself on top finds the restored summaries.
    const log = await importIcfLog(t(), fresh.cookie, icfLogCsv, { dryRun: 'false' });
    expect(await log.json()).toMatchObject({ created: { coachingSessions: 0 }, duplicateCount: 4 });
  });

  it('lets a real session share its date with a summary of the same client', async () => {
    const { cookie } = await createCoach(t());
    await importIcfLog(t(), cookie, icfLogCsv, { dryRun: 'false' });
    const [summaryRow] = await listSessions(t(), cookie);
    const clients = (await (await call(t(), 'GET', '/api/clients', { cookie })).json()).items;
    const ada = clients.find((client: { name: string }) => client.name === 'Ada Lovelace');
    expect(summaryRow).toBeDefined();
    await addSession(t(), cookie, { clientId: ada.id, date: '2026-01-05', duration: 60 });
    const again = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: ada.id, date: '2026-01-05', duration: 30 },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a summary in a backup that claims more than 10,000 hours', async () => {
    const coach = await createCoach(t());
    await importIcfLog(t(), coach.cookie, icfLogCsv, { dryRun: 'false' });
    const backup = JSON.parse(await backupOf(t(), coach.cookie));
    backup.coachingSessions[0].duration = 600_001;
    const fresh = await createCoach(t());
    const response = await upload(t(), '/api/import/backup', {
      cookie: fresh.cookie,
      file: JSON.stringify(backup),
      name: 'backup.json',
    });
    expect(await response.json()).toMatchObject({
      errors: [{ line: 'Coaching sessions #1', message: "A summary's duration must be at most 600,000 minutes" }],
    });
  });
});
