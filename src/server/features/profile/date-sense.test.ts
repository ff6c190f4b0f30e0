import { describe, expect, it } from 'vitest';
import { addMonths, addDays } from '@/shared/domain/accreditation/dates';
import { DATE_QUESTION } from '@/shared/schemas/dated-record';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { importIcfLog } from '@/test/icf-log';
import { addClient } from '@/test/logbook';
import { upload } from '@/test/uploads';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

// Dates around the real today: the server judges dates by its own clock.
const today = new Date().toISOString().slice(0, 10);
const ahead = addDays(today, 3);
const twoYearsBack = addMonths(today, -24);

const bodies = {
  supervision: { path: '/api/supervision-sessions', body: { supervisorName: 'Sam Super', topics: 'ethics' } },
  cpd: { path: '/api/cpd-records', body: { title: 'Ethics day', hours: 2, category: 'core_competencies' } },
  mentoring: {
    path: '/api/mentor-coaching-sessions',
    body: { mentorName: 'Ana Mentor', mentorCredential: 'pcc', duration: 60, format: 'one_to_one' },
  },
};

async function listSessions(cookie: string) {
  return (await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json()).items as { date: string }[];
}

describe('the date rule on the server', () => {
  it('refuses a session in the future and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    for (const completed of [true, false]) {
      const response = await call(t(), 'POST', '/api/coaching-sessions', {
        cookie,
        body: { clientId: client.id, date: ahead, duration: 60, completed, confirmedDates: [ahead] },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.issues).toEqual([
        { path: 'date', message: 'A session cannot be in the future: log it once it has taken place.' },
      ]);
    }
    expect(await listSessions(cookie)).toEqual([]);
  });

  it('asks about a year before 1970 until the coach keeps the date, and never stores the answer', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const body = { clientId: client.id, date: '1920-11-27', duration: 60 };
    const asked = await call(t(), 'POST', '/api/coaching-sessions', { cookie, body });
    expect(asked.status).toBe(400);
    const [issue] = (await asked.json()).error.issues;
    expect(issue).toMatchObject({ path: 'date', code: DATE_QUESTION });
    expect(issue.message).toMatch(/^27 November 1920 is before 1970\. Did you mean 27 November \d{4}\?$/);
    expect(await listSessions(cookie)).toEqual([]);

    // A confirmation of another date does not answer this one.
    const other = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { ...body, confirmedDates: ['1920-11-28'] },
    });
    expect(other.status).toBe(400);

    const kept = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { ...body, confirmedDates: ['1920-11-27'] },
    });
    expect(kept.status).toBe(201);
    const { session } = await kept.json();
    expect(session.date).toBe('1920-11-27');
    expect(session).not.toHaveProperty('confirmedDates');

    // An edit asks again for a changed date, and takes the kept one.
    const moved = await call(t(), 'PUT', `/api/coaching-sessions/${session.id}`, {
      cookie,
      body: { ...body, date: '1921-01-05', confirmedDates: ['1920-11-27'] },
    });
    expect(moved.status).toBe(400);
    expect((await moved.json()).error.issues[0].code).toBe(DATE_QUESTION);
    const edited = await call(t(), 'PUT', `/api/coaching-sessions/${session.id}`, {
      cookie,
      body: { ...body, duration: 45, confirmedDates: ['1920-11-27'] },
    });
    expect(edited.status).toBe(200);
  });

  it('asks about a date more than a year back, and before the first practice on the profile', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const old = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: client.id, date: twoYearsBack, duration: 60 },
    });
    expect(old.status).toBe(400);
    expect((await old.json()).error.issues[0]).toMatchObject({ code: DATE_QUESTION });

    const lastMonth = addMonths(today, -1);
    const recent = { clientId: client.id, date: lastMonth, duration: 60 };
    expect((await call(t(), 'POST', '/api/coaching-sessions', { cookie, body: recent })).status).toBe(201);
    await call(t(), 'PUT', '/api/profile', { cookie, body: { firstPractisedOn: addDays(today, -7) } });
    const beforePractice = await call(t(), 'POST', '/api/supervision-sessions', {
      cookie,
      body: { ...bodies.supervision.body, date: lastMonth },
    });
    expect(beforePractice.status).toBe(400);
    expect((await beforePractice.json()).error.issues[0].message).toMatch(/is before you started practising/);
  });

  it('refuses supervision, CPD and mentor coaching in the future, and asks about education far ahead', async () => {
    const { cookie } = await createCoach(t());
    for (const { path, body } of Object.values(bodies)) {
      const response = await call(t(), 'POST', path, { cookie, body: { ...body, date: ahead } });
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.issues).toEqual([
        { path: 'date', message: expect.stringMatching(/cannot be in the future/) },
      ]);
      expect((await call(t(), 'POST', path, { cookie, body: { ...body, date: today } })).status, path).toBe(201);
    }
    const education = {
      programmeName: 'Coaching Essentials',
      provider: 'Academy',
      kind: 'icf_level_1',
      startDate: twoYearsBack,
      endDate: addMonths(today, 18),
      totalHours: 60,
      synchronousHours: 40,
    };
    const far = await call(t(), 'POST', '/api/education-records', { cookie, body: education });
    expect(far.status).toBe(400);
    expect((await far.json()).error.issues).toEqual([
      expect.objectContaining({ path: 'endDate', code: DATE_QUESTION }),
    ]);
    const kept = await call(t(), 'POST', '/api/education-records', {
      cookie,
      body: { ...education, confirmedDates: [education.endDate] },
    });
    expect(kept.status).toBe(201);
  });

  it('refuses confirmations that are not dates, too many, or carry control characters', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    for (const confirmedDates of [['not a date'], ['2020-01-01\u0000'], Array(5).fill(today), 'today', [42]]) {
      const response = await call(t(), 'POST', '/api/coaching-sessions', {
        cookie,
        body: { clientId: client.id, date: today, duration: 60, confirmedDates },
      });
      expect(response.status, JSON.stringify(confirmedDates)).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect(await listSessions(cookie)).toEqual([]);
  });
});

describe('the date rule in imports', () => {
  it('makes a session in the future or before 1970 a row error of a spreadsheet, and writes nothing on stop', async () => {
    const { cookie } = await createCoach(t());
    const csv = [
      'Client,Date,Duration (minutes)',
      `Ada,${twoYearsBack},60`,
      `Ada,${ahead},60`,
      'Ada,1920-11-27,60',
    ].join('\r\n');
    const fields = { entity: 'coachingSessions', dryRun: 'false', mode: 'stop_on_error' };
    const response = await upload(t(), '/api/import/spreadsheet', { cookie, file: csv, name: 's.csv', fields });
    const body = await response.json();
    expect(body, JSON.stringify(body)).toMatchObject({ committed: false });
    expect(body.errors).toEqual([
      { line: '3', message: 'Date: A session cannot be in the future: log it once it has taken place.' },
      { line: '4', message: expect.stringMatching(/^Date: 27 November 1920 is before 1970\. Did you mean/) },
    ]);
    expect(await listSessions(cookie)).toEqual([]);

    // History is what an import brings: the old row goes in once the slips are gone.
    const fixed = ['Client,Date,Duration (minutes)', `Ada,${twoYearsBack},60`].join('\r\n');
    const done = await upload(t(), '/api/import/spreadsheet', { cookie, file: fixed, name: 's.csv', fields });
    expect((await done.json()).committed).toBe(true);
    expect((await listSessions(cookie)).map((session) => session.date)).toEqual([twoYearsBack]);
  });

  it('makes an ICF log row ending in the future a row error', async () => {
    const { cookie } = await createCoach(t());
    const csv = [
      'Client Name,Contact Information,Individual/Group,Number in Group,Start Date,End Date,Paid hours,Pro-bono hours',
      `Ada,,Individual,,${twoYearsBack},${ahead},10,0`,
    ].join('\r\n');
    const body = await (await importIcfLog(t(), cookie, csv)).json();
    expect(body.errors).toEqual([
      { line: '2', message: 'End Date: A session cannot be in the future: log it once it has taken place.' },
    ]);
  });

  it('makes a backup row dated in the future a row error, and restores nothing on stop', async () => {
    const { cookie } = await createCoach(t());
    const backup = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 3,
      clients: [{ ref: 1, name: 'Ada' }],
      coachingSessions: [{ clientRef: 1, date: ahead, duration: 60 }],
      cpdRecords: [{ title: 'Old course', date: '1965-05-01', hours: 1, category: 'core_competencies' }],
    });
    const fields = { dryRun: 'false', mode: 'stop_on_error' };
    const response = await upload(t(), '/api/import/backup', { cookie, file: backup, name: 'b.json', fields });
    const body = await response.json();
    expect(body.committed).toBe(false);
    expect(body.errors).toEqual([
      {
        line: expect.stringMatching(/#1$/),
        message: 'A session cannot be in the future: log it once it has taken place.',
      },
      {
        line: expect.stringMatching(/#1$/),
        message: expect.stringMatching(/^Date: 1 May 1965 is before 1970\. Did you mean/),
      },
    ]);
    expect((await (await call(t(), 'GET', '/api/clients', { cookie })).json()).items).toEqual([]);
  });
});
