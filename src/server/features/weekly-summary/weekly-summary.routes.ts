import { Hono } from 'hono';
import { unsubscribeQuerySchema, weeklySummarySettingSchema } from '@/shared/schemas/weekly-summary';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { getWeeklySummarySetting, setWeeklySummarySetting, unsubscribeByToken } from './weekly-summary.service';
import { UNSUBSCRIBE_PAGE } from './unsubscribe-links';

/**
 * `/api/weekly-summary`: the coach's switch (signed in, no subscription needed, as /account), and
 * the one-click unsubscribe, which needs no sign-in: the signed token in its address is the proof.
 * Mail programs POST it as RFC 8058 says (`List-Unsubscribe=One-Click`, a form body from no
 * origin), so same-origin-json.ts lets this one path through; a GET never changes anything.
 */
export function weeklySummaryRoutes({ auth, database: { db }, signer }: AppDeps) {
  return new Hono<SignedInEnv>()
    .get('/', requireUser(auth), async (c) => c.json(await getWeeklySummarySetting(db, { userId: c.get('user').id })))
    .put('/', requireUser(auth), validate('json', weeklySummarySettingSchema), async (c) =>
      c.json(await setWeeklySummarySetting(db, { userId: c.get('user').id, input: c.req.valid('json') })),
    )
    .post('/unsubscribe', validate('query', unsubscribeQuerySchema), async (c) =>
      c.json(await unsubscribeByToken(db, signer, c.req.valid('query').token)),
    )
    .get('/unsubscribe', (c) => {
      // A mail program that opens the List-Unsubscribe address shows the page, which asks the API.
      const parsed = unsubscribeQuerySchema.safeParse({ token: c.req.query('token') });
      const query = parsed.success ? `?${new URLSearchParams({ token: parsed.data.token }).toString()}` : '';
      return c.redirect(`${UNSUBSCRIBE_PAGE}${query}`, 303);
    });
}
