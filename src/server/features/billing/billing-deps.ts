import type { AppDeps } from '../../app-env';
import type { Database } from '../../db/database';

/** What billing needs; AppDeps is one, so admin features can pass theirs straight in. */
export type BillingDeps = Pick<AppDeps, 'database' | 'billing' | 'env' | 'logger'>;

/** A transaction or the database itself. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
