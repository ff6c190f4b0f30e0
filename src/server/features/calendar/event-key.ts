import crypto from 'node:crypto';

/** An event occurrence's key: the same whatever file or address brings it back. */
export const eventKey = (uid: string, recurrenceId: string) =>
  crypto.createHash('sha256').update(`${uid}\u0000${recurrenceId}`).digest('hex');
