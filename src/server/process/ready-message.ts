/** What a cluster's server process sends the primary once it has migrated and serves the app. */
export const READY_MESSAGE = { coachLogbook: 'ready' } as const;

export function isReadyMessage(message: unknown) {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Record<string, unknown>).coachLogbook === READY_MESSAGE.coachLogbook
  );
}
