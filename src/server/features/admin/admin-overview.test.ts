import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminCall, createAdmin } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { useTestApp } from '@/test/test-app';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });

describe('admin overview', () => {
  it('counts users, trials, paying subscriptions, free accounts, revenue and recent sign-ups', async () => {
    const admin = await createAdmin(t());
    const paying = await createCoach(t());
    const free = await createCoach(t());
    await createCoach(t());
    const { db } = t().database;
    // Billing is not part of this feature: set the states it would leave.
    await db.execute(sql`update users set subscription_status = 'active' where email = ${paying.email}`);
    await db.execute(sql`update users set free_account = true where email = ${free.email}`);
    await db.execute(sql`update users set created_at = now() - interval '40 days' where email = ${paying.email}`);

    const overview = await adminCall<{
      signUps: { date: string; count: number }[];
      [key: string]: unknown;
    }>(t(), admin.cookie, 'GET', '/api/admin/overview');
    expect(overview).toMatchObject({
      users: 4,
      onTrial: 1,
      activeSubscriptions: 1,
      freeAccounts: 1,
      monthlyRecurringRevenueMinor: 999,
      currency: 'GBP',
    });
    expect(overview.signUps).toHaveLength(30);
    expect(overview.signUps.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 3 });
    expect(overview.signUps.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });
});
