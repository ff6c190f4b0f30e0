import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../../app-env';
import { AppError } from '../../../lib/app-error';

/**
 * A fresh proof-of-work challenge for the sign-up and reset forms' widget. Changes nothing: the
 * challenge is signed, not stored; only a spent solution is recorded (by the auth hook).
 */
export function captchaRoutes({ captcha }: AppDeps) {
  return new Hono<AppEnv>().get('/challenge', async (c) => {
    if (!captcha.enabled) throw new AppError('NOT_FOUND', 'The captcha is turned off (CAPTCHA=off)');
    return c.json(await captcha.createChallenge());
  });
}
