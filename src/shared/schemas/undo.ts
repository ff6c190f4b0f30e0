import { uuidParam } from './fields';

/** 'Undo' after a delete sends back the id the delete answered with. */
export const undoIdSchema = uuidParam('Undo');

/** What a delete of one record answers: how to put it back, until `expiresAt`. */
export interface DeletedAnswer {
  undo: { id: string; expiresAt: string };
}

/** What 'Undo' answers: the table and id of the record put back. */
export interface RestoredAnswer {
  restored: { kind: string; id: string };
}
