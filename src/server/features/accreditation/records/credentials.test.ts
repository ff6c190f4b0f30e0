import { describe, expect, it } from 'vitest';
import { addRecord, listRecords, recordBodies } from '@/test/accreditation-records';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const PATH = '/api/credentials';

describe('credentials held API', () => {
  it('sets the body default expiry unless given, lists, updates and deletes', async () => {
    const { cookie } = await createCoach(t());
    const acc = await addRecord(t(), cookie, 'credential');
    expect(acc).toEqual({
      id: acc.id,
      body: 'icf',
      level: 'acc',
      awardedOn: '2024-09-15',
      expiresOn: '2027-09-15',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const emcc = await addRecord(t(), cookie, 'credential', {
      body: 'emcc',
      level: 'practitioner',
      awardedOn: '2023-01-31',
    });
    expect(emcc.expiresOn).toBe('2028-01-31');
    const ac = await addRecord(t(), cookie, 'credential', { body: 'ac', level: 'coach', awardedOn: '2025-01-01' });
    // AC renews every 3 years (AC's accreditation policy page).
    expect(ac.expiresOn).toBe('2028-01-01');
    expect((await listRecords(t(), cookie, 'credential')).map((row) => row.level)).toEqual([
      'coach',
      'acc',
      'practitioner',
    ]);

    const updated = await call(t(), 'PUT', `${PATH}/${acc.id}`, {
      cookie,
      body: { body: 'icf', level: 'pcc', awardedOn: '2024-09-15', expiresOn: '2027-12-31' },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).credential).toMatchObject({ level: 'pcc', expiresOn: '2027-12-31' });

    expect((await call(t(), 'DELETE', `${PATH}/${acc.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `${PATH}/${acc.id}`, { cookie })).status).toBe(404);
  });

  it('refuses a level the body does not award, a bad expiry and wrong types', async () => {
    const { cookie } = await createCoach(t());
    const cases: [Record<string, unknown>, string][] = [
      [{ level: 'practitioner' }, 'Please choose a level ICF awards'],
      [{ body: 'ICF' }, 'Please choose a body'],
      [{ expiresOn: '2024-09-14' }, 'The expiry date must be after the award date'],
      [{ expiresOn: 42 }, 'Please enter a valid date'],
      [{ awardedOn: '2024-02-30' }, 'Please enter a valid date'],
    ];
    for (const [change, message] of cases) {
      const response = await call(t(), 'POST', PATH, { cookie, body: { ...recordBodies.credential, ...change } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await listRecords(t(), cookie, 'credential')).toEqual([]);
  });

  it('never lets another coach list, read, change or delete a credential', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const mine = await addRecord(t(), owner.cookie, 'credential');
    expect(await listRecords(t(), other.cookie, 'credential')).toEqual([]);
    expect((await call(t(), 'GET', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', `${PATH}/${mine.id}`, {
      cookie: other.cookie,
      body: { ...recordBodies.credential, level: 'mcc' },
    });
    expect(change.status).toBe(404);
    expect(await change.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Credential not found' } });
    expect((await call(t(), 'DELETE', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(await listRecords(t(), owner.cookie, 'credential')).toEqual([mine]);
  });
});
