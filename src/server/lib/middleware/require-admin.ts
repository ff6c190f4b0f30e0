import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../../app-env';
import { AppError } from '../app-error';

/** The server's half of the admin gate: 403 for anyone signed in without the admin role (logged by the error handler). */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (c.var.user.role !== 'admin') {
    throw new AppError('FORBIDDEN', "You don't have permission to access this page.");
  }
  await next();
});
