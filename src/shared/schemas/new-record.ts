import { z } from 'zod';

/**
 * The body of a "create" call: the form's fields plus, optionally, the id the browser chose.
 * An entry logged offline keeps its id in the browser's queue, so sending it again after a lost
 * answer finds the row already there instead of saving it twice.
 */
export const newRecordSchema = <Schema extends z.ZodType>(schema: Schema) =>
  z.intersection(z.object({ id: z.uuid({ message: 'The record id must be a UUID' }).optional() }), schema);
