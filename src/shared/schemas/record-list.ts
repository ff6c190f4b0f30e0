import { z } from 'zod';

/** A page of an accreditation record list: every list is paged on the server. */
export const recordListQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'Page must be a whole number' })
    .int({ message: 'Page must be a whole number' })
    .min(1, { message: 'Page must be a whole number' })
    .max(100_000, { message: 'Page must be a whole number' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'Page size must be from 1 to 100' })
    .int({ message: 'Page size must be from 1 to 100' })
    .min(1, { message: 'Page size must be from 1 to 100' })
    .max(100, { message: 'Page size must be from 1 to 100' })
    .default(25),
});
export type RecordListQuery = z.output<typeof recordListQuerySchema>;

export interface RecordPage {
  page: number;
  pageSize: number;
  total: number;
}
