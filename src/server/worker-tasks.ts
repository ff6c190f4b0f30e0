import type { readCalendarTask } from './features/calendar/read/read-calendar.task';
import type { writeWorkbookTask } from './features/export/write-workbook.task';
import type { readBackupTask } from './features/import/backup.task';
import type { readSpreadsheetTask } from './features/import/spreadsheet.task';
import type { WorkerPool } from './lib/worker-pool/worker-pool';

/** Every task a worker thread runs (lib/worker-pool, ADR 033), by the name callers give it. */
type WorkerTasks = {
  readSpreadsheet: typeof readSpreadsheetTask;
  readBackup: typeof readBackupTask;
  writeWorkbook: typeof writeWorkbookTask;
  readCalendar: typeof readCalendarTask;
};

/**
 * Each task's code is loaded the first time a thread runs it, so that a fresh thread starts sooner
 * (from the sources, tsx compiles only what the task needs; esbuild keeps these modules lazy
 * inside the one bundle, though the packages they import load with it).
 */
const load: { [Task in keyof WorkerTasks]: () => Promise<WorkerTasks[Task]> } = {
  readSpreadsheet: async () => (await import('./features/import/spreadsheet.task')).readSpreadsheetTask,
  readBackup: async () => (await import('./features/import/backup.task')).readBackupTask,
  writeWorkbook: async () => (await import('./features/export/write-workbook.task')).writeWorkbookTask,
  readCalendar: async () => (await import('./features/calendar/read/read-calendar.task')).readCalendarTask,
};

export type Workers = WorkerPool<WorkerTasks>;

/** A worker thread's entry point: the pool sends each task here by name. */
export default async function runWorkerTask({ task, input }: { task: keyof WorkerTasks; input: never }) {
  return (await load[task]())(input);
}
