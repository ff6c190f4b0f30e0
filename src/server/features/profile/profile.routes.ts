import { Hono } from 'hono';
import { profileInputSchema } from '@/shared/schemas/profile';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { getProfile, updateProfile } from './profile.service';

/** The signed-in coach's own profile; reachable without a subscription, as the spec's /profile is. */
export function profileRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ profile: await getProfile(db, { userId: c.get('user').id }) }))
    .put('/', validate('json', profileInputSchema), async (c) =>
      c.json({ profile: await updateProfile(db, { userId: c.get('user').id, input: c.req.valid('json') }) }),
    );
}
