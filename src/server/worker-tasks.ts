import { readCalendarTask } from './features/calendar/read/read-calendar.task';
import { readSheetTask } from './features/import/read-sheet.task';
import type { WorkerPool } from './lib/worker-pool/worker-pool';

/** Every task a worker thread runs (lib/worker-pool, ADR 033), by the name callers give it. */
const workerTasks = { readSheet: readSheetTask, readCalendar: readCalendarTask };

export type Workers = WorkerPool<typeof workerTasks>;

type TaskName = keyof typeof workerTasks;

/** A worker thread's entry point: the pool sends each task here by name. */
export default function runWorkerTask({ task, input }: { task: TaskName; input: never }) {
  return workerTasks[task](input);
}
