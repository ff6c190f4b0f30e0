import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';

/** Public settings the browser needs to word its pages (the trial length, for one). */
export function configRoutes({ env }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) =>
    c.json({
      trialDays: env.TRIAL_DAYS,
      supportEmail: env.SUPPORT_EMAIL ?? null,
      communityUrl: env.COMMUNITY_URL ?? null,
      captcha: env.CAPTCHA === 'on',
    }),
  );
}
