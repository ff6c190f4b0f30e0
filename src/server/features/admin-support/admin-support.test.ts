import { describe, expect, it } from 'vitest';
import { createAdmin } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const ADMIN = 'tickets-admin@example.com';
const t = useTestApp({ ADMIN_EMAILS: ADMIN });

async function fileTicket(cookie: string, email: string, summary: string) {
  const response = await call(t(), 'POST', '/api/support-tickets', {
    cookie,
    body: { issueType: 'question', email, summary, description: `About ${summary}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()).ticket.id as string;
}

describe('admin support tickets', () => {
  it('lists every coach’s tickets newest first, opens one, and marks it resolved once', async () => {
    const ann = await createCoach(t());
    const bob = await createCoach(t());
    const first = await fileTicket(ann.cookie, ann.email, 'First');
    const second = await fileTicket(bob.cookie, bob.email, 'Second');
    const admin = await createAdmin(t(), ADMIN);

    const list = await call(t(), 'GET', '/api/admin/support-tickets', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const page = await list.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([second, first]);

    const opened = await call(t(), 'GET', `/api/admin/support-tickets/${first}`, { cookie: admin.cookie });
    expect(opened.status).toBe(200);
    expect((await opened.json()).ticket).toMatchObject({
      id: first,
      email: ann.email,
      summary: 'First',
      description: 'About First',
      issueType: 'question',
      resolvedAt: null,
    });

    const resolved = await call(t(), 'POST', `/api/admin/support-tickets/${first}/resolve`, { cookie: admin.cookie });
    expect(resolved.status).toBe(200);
    const { resolvedAt } = (await resolved.json()).ticket;
    expect(resolvedAt).toEqual(expect.any(String));
    const again = await call(t(), 'POST', `/api/admin/support-tickets/${first}/resolve`, { cookie: admin.cookie });
    expect((await again.json()).ticket.resolvedAt).toBe(resolvedAt);
  });

  it('shows the account that filed a ticket and flags a contact address that is not the account’s', async () => {
    const mallory = await createCoach(t());
    const me = await (await call(t(), 'GET', '/api/me', { cookie: mallory.cookie })).json();
    const posing = await fileTicket(mallory.cookie, 'ceo@coach-logbook.example', 'Please reset my admin access');
    const honest = await fileTicket(mallory.cookie, mallory.email.toUpperCase(), 'A real question');
    const admin = await createAdmin(t(), ADMIN);

    const opened = await call(t(), 'GET', `/api/admin/support-tickets/${posing}`, { cookie: admin.cookie });
    expect((await opened.json()).ticket).toMatchObject({
      email: 'ceo@coach-logbook.example',
      filedBy: { id: me.user.id, email: mallory.email },
      contactDiffers: true,
    });
    const list = await (await call(t(), 'GET', '/api/admin/support-tickets', { cookie: admin.cookie })).json();
    const flags = Object.fromEntries(
      list.items.map((item: { id: string; contactDiffers: boolean }) => [item.id, item.contactDiffers]),
    );
    expect(flags).toEqual({ [posing]: true, [honest]: false });
    const resolved = await call(t(), 'POST', `/api/admin/support-tickets/${posing}/resolve`, { cookie: admin.cookie });
    expect((await resolved.json()).ticket.filedBy.email).toBe(mallory.email);
  });

  it('pages the list, 20 at a time unless asked for another size', async () => {
    const coach = await createCoach(t());
    for (let index = 1; index <= 22; index += 1) await fileTicket(coach.cookie, coach.email, `Ticket ${index}`);
    const admin = await createAdmin(t(), ADMIN);
    const second = await call(t(), 'GET', '/api/admin/support-tickets?page=2', { cookie: admin.cookie });
    const page = await second.json();
    expect(page).toMatchObject({ page: 2, pageSize: 20, total: 22 });
    expect(page.items.map((item: { summary: string }) => item.summary)).toEqual(['Ticket 2', 'Ticket 1']);
    const small = await (
      await call(t(), 'GET', '/api/admin/support-tickets?page=3&pageSize=5', { cookie: admin.cookie })
    ).json();
    expect(small.items.map((item: { summary: string }) => item.summary)).toEqual([
      'Ticket 12',
      'Ticket 11',
      'Ticket 10',
      'Ticket 9',
      'Ticket 8',
    ]);
  });

  it('answers 404 for a ticket that does not exist, 400 for an id that cannot be one', async () => {
    const admin = await createAdmin(t(), ADMIN);
    for (const [path, status] of [
      ['/api/admin/support-tickets/4b0a6c61-64a4-4f5c-9d43-2f1f5f0f9a11', 404],
      ['/api/admin/support-tickets/x', 400],
    ] as const) {
      const response = await call(t(), 'GET', path, { cookie: admin.cookie });
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe('Support ticket not found');
    }
  });

  it('keeps coaches, including the ticket’s author, out: they cannot list, read or resolve tickets', async () => {
    const author = await createCoach(t());
    const other = await createCoach(t());
    const id = await fileTicket(author.cookie, author.email, 'Private');
    for (const cookie of [author.cookie, other.cookie]) {
      for (const [method, path] of [
        ['GET', '/api/admin/support-tickets'],
        ['GET', `/api/admin/support-tickets/${id}`],
        ['POST', `/api/admin/support-tickets/${id}/resolve`],
      ] as const) {
        const response = await call(t(), method, path, { cookie });
        expect(response.status).toBe(403);
        expect((await response.json()).error.message).toBe("You don't have permission to access this page.");
      }
    }
    expect((await call(t(), 'GET', '/api/admin/support-tickets')).status).toBe(401);
    const admin = await createAdmin(t(), ADMIN);
    const ticket = (await (await call(t(), 'GET', `/api/admin/support-tickets/${id}`, { cookie: admin.cookie })).json())
      .ticket;
    expect(ticket.resolvedAt).toBeNull();
  });
});
