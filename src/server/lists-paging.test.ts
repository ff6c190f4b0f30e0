import { describe, expect, it } from 'vitest';
import { defaultWheelAreas } from '@/shared/schemas/wheel-of-life';
import { ADMIN_EMAIL, adminCall, createAdmin } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp, type TestApp } from '@/test/test-app';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });

async function post(app: TestApp, cookie: string, path: string, body: Record<string, unknown>) {
  const response = await call(app, 'POST', path, { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
}

const wheel = (clientId: string, date: string) => ({
  clientId,
  date,
  areas: defaultWheelAreas.map((name) => ({ name, score: 5 })),
});

/** Three of everything a coach lists, each text marked with the coach's name. */
async function seedLogbook(app: TestApp, cookie: string, who: string) {
  const client = await addClient(app, cookie, { name: `${who} client 1` });
  await addClient(app, cookie, { name: `${who} client 2` });
  await addClient(app, cookie, { name: `${who} client 3` });
  for (const day of ['01', '02', '03']) {
    const date = `2026-03-${day}`;
    await addSession(app, cookie, { clientId: client.id, date, duration: 60, notes: who });
    await post(app, cookie, '/api/supervision-sessions', { supervisorName: who, date, topics: 'Ethics' });
    await post(app, cookie, '/api/cpd-records', { title: who, date, hours: 1, category: 'core_competencies' });
    await post(app, cookie, '/api/coach-questions', { stage: 'goal', text: `${who} asks ${day}` });
    await post(app, cookie, '/api/grow-plans', { clientId: client.id, date, title: who });
    await post(app, cookie, '/api/wheel-assessments', { ...wheel(client.id, date), notes: who });
  }
  return client.id;
}

describe('every list of the logbook', () => {
  it('answers one page at most, counts the whole, and never shows another coach’s rows', async () => {
    const mine = await createCoach(t());
    const theirs = await createCoach(t());
    const clientId = await seedLogbook(t(), mine.cookie, 'Mine');
    const theirClientId = await seedLogbook(t(), theirs.cookie, 'Theirs');

    const lists = [
      '/api/clients',
      '/api/coaching-sessions',
      '/api/supervision-sessions',
      '/api/cpd-records',
      '/api/coach-questions',
      `/api/grow-plans?clientId=${clientId}`,
      `/api/wheel-assessments?clientId=${clientId}`,
    ];
    for (const list of lists) {
      const join = list.includes('?') ? '&' : '?';
      const pages = [];
      for (const page of [1, 2, 3]) {
        const response = await call(t(), 'GET', `${list}${join}pageSize=2&page=${page}`, { cookie: mine.cookie });
        expect(response.status, list).toBe(200);
        const body = await response.json();
        expect(body, list).toMatchObject({ total: 3, page, pageSize: 2 });
        expect(body.items.length, list).toBeLessThanOrEqual(2);
        pages.push(...body.items);
      }
      // Two pages hold the three rows once each, and no row of the other coach.
      expect(pages, list).toHaveLength(3);
      expect(new Set(pages.map((item: { id: string }) => item.id)).size, list).toBe(3);
      expect(JSON.stringify(pages), list).not.toContain('Theirs');
    }

    // The other coach's client's tools are not found, whatever the page.
    for (const list of ['/api/grow-plans', '/api/wheel-assessments']) {
      const response = await call(t(), 'GET', `${list}?clientId=${theirClientId}&page=1`, { cookie: mine.cookie });
      expect(response.status, list).toBe(404);
    }
  });

  it('refuses a page size above 100 on every list, and answers 20 rows when none is asked', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ann' });
    for (const list of [
      '/api/clients',
      '/api/coaching-sessions',
      '/api/supervision-sessions',
      '/api/cpd-records',
      '/api/coach-questions',
      `/api/grow-plans?clientId=${client.id}`,
      `/api/wheel-assessments?clientId=${client.id}`,
    ]) {
      const join = list.includes('?') ? '&' : '?';
      const tooLarge = await call(t(), 'GET', `${list}${join}pageSize=101`, { cookie });
      expect(tooLarge.status, list).toBe(400);
      expect((await tooLarge.json()).error.code, list).toBe('VALIDATION_FAILED');
      expect(await (await call(t(), 'GET', list, { cookie })).json(), list).toMatchObject({ page: 1, pageSize: 20 });
    }
  });

  it('pages the admin lists on the same contract', async () => {
    const admin = await createAdmin(t());
    const coach = await createCoach(t());
    for (const summary of ['First', 'Second', 'Third']) {
      await post(t(), coach.cookie, '/api/support-tickets', {
        issueType: 'question',
        email: coach.email,
        summary,
        description: 'How do I export?',
      });
    }
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await adminCall(t(), admin.cookie, 'POST', '/api/admin/invitations', { email });
    }
    for (const [list, total] of [
      ['/api/admin/users', 2],
      ['/api/admin/invitations', 3],
      ['/api/admin/support-tickets', 3],
    ] as const) {
      const body = await adminCall<{ items: unknown[]; total: number }>(t(), admin.cookie, 'GET', `${list}?pageSize=1`);
      expect(body, list).toMatchObject({ total, page: 1, pageSize: 1 });
      expect(body.items, list).toHaveLength(1);
    }
  });
});
