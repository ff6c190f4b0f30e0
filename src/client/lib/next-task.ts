interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own. A page that mounts asks for its data in one go, from React's
 * effects: each request then starts in its own short task instead of all of them in one long one
 * that holds up a tap on a slow phone (docs/decisions/048-shorter-tasks-on-the-signed-in-start.md).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
