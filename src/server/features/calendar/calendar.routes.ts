import { Hono } from 'hono';
import {
  calendarAddressIdSchema,
  calendarAddressInputSchema,
  calendarFileFormSchema,
  calendarProposalIdSchema,
  calendarRulesInputSchema,
  proposalsQuerySchema,
} from '@/shared/schemas/calendar';
import { newCoachingSessionSchema } from '@/shared/schemas/coaching-sessions';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { limitPerUser } from '../../lib/middleware/limit-per-user';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validateDated } from '../profile/date-sense';
import { validate } from '../../lib/validate';
import { logAllMatched } from './calendar-log-matched';
import { countWaitingProposals, listProposals, logProposal, skipProposal } from './calendar-proposals.service';
import { readCalendar } from './calendar-reading.service';
import { getCalendarRules, saveCalendarRules } from './calendar-rules.service';
import { calendarUploadLimit, uploadedCalendar } from './calendar-upload';
import { addAddress, listAddresses, markAddressDue, removeAddress } from './address/calendar-addresses.service';

/** 'From your calendar' (issue 27): sessions proposed by a calendar file or address, and the rules. */
export function calendarRoutes({ auth, database: { db }, workers, jobs, secretBox, env }: AppDeps) {
  // Each read parses a calendar of up to 10 MB in a worker thread.
  const limitedReads = limitPerUser(db, 'calendar-read');
  return (
    new Hono<SignedInEnv>()
      .use(requireUser(auth), requireSubscription)
      .get('/proposals', validate('query', proposalsQuerySchema), async (c) =>
        c.json(await listProposals(db, { userId: c.get('user').id, page: c.req.valid('query').page })),
      )
      .get('/waiting', async (c) => c.json({ waiting: await countWaitingProposals(db, { userId: c.get('user').id }) }))
      .post('/proposals/log-matched', async (c) => c.json(await logAllMatched(db, { userId: c.get('user').id })))
      .post(
        '/proposals/:id/log',
        validate('param', calendarProposalIdSchema),
        validateDated('json', db, newCoachingSessionSchema),
        async (c) =>
          c.json(
            {
              session: await logProposal(db, {
                userId: c.get('user').id,
                id: c.req.valid('param').id,
                input: c.req.valid('json'),
              }),
            },
            201,
          ),
      )
      .post('/proposals/:id/skip', validate('param', calendarProposalIdSchema), async (c) => {
        await skipProposal(db, { userId: c.get('user').id, id: c.req.valid('param').id });
        return c.body(null, 204);
      })
      .get('/rules', async (c) => c.json({ rules: await getCalendarRules(db, { userId: c.get('user').id }) }))
      .put('/rules', validate('json', calendarRulesInputSchema), async (c) =>
        c.json({ rules: await saveCalendarRules(db, { userId: c.get('user').id, rules: c.req.valid('json') }) }),
      )
      .post('/files', calendarUploadLimit, limitedReads, validate('form', calendarFileFormSchema), async (c) => {
        const { file, from, to } = c.req.valid('form');
        const read = await readCalendar(db, workers, {
          userId: c.get('user').id,
          addressId: null,
          bytes: await uploadedCalendar(file),
          period: { from, to },
        });
        return c.json({ read });
      })
      // Calendar addresses: read by the job queue (ADR 041), never shown again in full.
      .get('/addresses', async (c) =>
        c.json({ addresses: await listAddresses(db, secretBox, { userId: c.get('user').id }) }),
      )
      .post('/addresses', limitedReads, validate('json', calendarAddressInputSchema), async (c) => {
        const address = await addAddress(db, secretBox, {
          userId: c.get('user').id,
          url: c.req.valid('json').url,
          deployed: env.deployed,
        });
        await jobs.send('calendar-address-read', { addressId: address.id });
        return c.json({ address }, 201);
      })
      .post('/addresses/:id/refresh', limitedReads, validate('param', calendarAddressIdSchema), async (c) => {
        const { id } = c.req.valid('param');
        await markAddressDue(db, { userId: c.get('user').id, id });
        await jobs.send('calendar-address-read', { addressId: id });
        return c.body(null, 204);
      })
      .delete('/addresses/:id', validate('param', calendarAddressIdSchema), async (c) => {
        await removeAddress(db, { userId: c.get('user').id, id: c.req.valid('param').id });
        return c.body(null, 204);
      })
  );
}
