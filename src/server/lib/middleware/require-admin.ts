import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../../app-env';
import { AppError } from '../app-error';

/** The server's half of the admin gate; use after requireUser. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (c.var.user.role !== 'admin') {
    c.var.logger.info({ userId: c.var.user.id, path: c.req.path }, 'refused: admin only');
    throw new AppError('FORBIDDEN', "You don't have permission to access this page.");
  }
  await next();
});
