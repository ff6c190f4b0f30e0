import { taskOutcome } from '../../lib/worker-pool/task-outcome';
import { backupBatch } from './backup-import';
import { packBatch } from './packed-batch';
import { utf8Text } from './utf8-text';

/**
 * Runs in a worker thread (worker-tasks.ts, ADR 033): a backup file (up to 10 MB of JSON) parsed
 * and every row checked with its form's schema, within the row cap of backupBatch; the rows come
 * back packed (packed-batch.ts), the profile and the accreditation choices as they are.
 */
export function readBackupTask({ bytes }: { bytes: ArrayBuffer }) {
  return taskOutcome(() => {
    const { batch, profile, accreditation } = backupBatch(utf8Text(new Uint8Array(bytes)));
    return { batch: packBatch(batch), profile, accreditation };
  });
}
