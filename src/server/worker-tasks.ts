import { readBackupTask } from './features/import/backup.task';
import { readSpreadsheetTask } from './features/import/spreadsheet.task';
import type { WorkerPool } from './lib/worker-pool/worker-pool';

/** Every task a worker thread runs (lib/worker-pool, ADR 033), by the name callers give it. */
const workerTasks = { readSpreadsheet: readSpreadsheetTask, readBackup: readBackupTask };

export type Workers = WorkerPool<typeof workerTasks>;

type TaskName = keyof typeof workerTasks;

/** A worker thread's entry point: the pool sends each task here by name. */
export default function runWorkerTask({ task, input }: { task: TaskName; input: never }) {
  return workerTasks[task](input);
}
