import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { backupImportSchema, MAX_IMPORT_BYTES, spreadsheetImportSchema } from '@/shared/schemas/export-import';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { limitPerUser } from '../../lib/middleware/limit-per-user';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { importBackup, importSpreadsheet } from './import.service';
import { uploadedFile } from './read-upload';

/** The file may be 10 MB; the multipart wrapping and the form fields get a little room on top. */
const uploadLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
  },
});

export function importRoutes({ auth, database: { db }, workers }: AppDeps) {
  // Previews count too: each reads and checks a file of up to 10 MB.
  const limited = limitPerUser(db, 'import');
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription, uploadLimit, limited)
    .post('/spreadsheet', validate('form', spreadsheetImportSchema), async (c) => {
      const form = c.req.valid('form');
      const file = uploadedFile((await c.req.parseBody())['file']);
      return c.json(
        await importSpreadsheet(db, workers, {
          userId: c.get('user').id,
          file,
          entity: form.entity,
          dateFormat: form.dateFormat,
          mode: form.mode,
          dryRun: form.dryRun === 'true',
          mapping: form.mapping,
        }),
      );
    })
    .post('/backup', validate('form', backupImportSchema), async (c) => {
      const form = c.req.valid('form');
      const file = uploadedFile((await c.req.parseBody())['file']);
      return c.json(
        await importBackup(db, workers, {
          userId: c.get('user').id,
          file,
          mode: form.mode,
          dryRun: form.dryRun === 'true',
        }),
      );
    });
}
