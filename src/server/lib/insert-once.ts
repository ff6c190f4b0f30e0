import { AppError } from './app-error';

/**
 * Inserts a row whose id the browser may have chosen (see newRecordSchema), so that a create sent
 * again after a lost answer saves nothing twice. `insert` must skip a conflicting id (on conflict
 * do nothing); the row then found by `findOwn` — the same coach's — is the answer. An id that
 * another coach's row holds is refused without saying whose it is.
 */
export async function insertOnce<Row>(
  insert: () => Promise<Row[]>,
  findOwn: () => Promise<Row | undefined>,
): Promise<Row> {
  const [inserted] = await insert();
  if (inserted) return inserted;
  const existing = await findOwn();
  if (!existing) {
    const message = 'This record id is already in use';
    throw new AppError('CONFLICT', message, [{ path: 'id', message }]);
  }
  return existing;
}
