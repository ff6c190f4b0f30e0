import { z } from 'zod';
import { formatWholeNumber } from '@/shared/domain/decimal';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '@/shared/domain/paging';

const PAGE_MESSAGE = `Page must be a whole number from 1 to ${formatWholeNumber(MAX_PAGE)}`;
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** Spread into a list's query schema, beside its own filters (shared/domain/paging.ts). */
export const pageQuery = {
  page: z.coerce
    .number({ message: PAGE_MESSAGE })
    .int({ message: PAGE_MESSAGE })
    .min(1, { message: PAGE_MESSAGE })
    .max(MAX_PAGE, { message: PAGE_MESSAGE })
    .default(1),
  pageSize: z.coerce
    .number({ message: PAGE_SIZE_MESSAGE })
    .int({ message: PAGE_SIZE_MESSAGE })
    .min(1, { message: PAGE_SIZE_MESSAGE })
    .max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
    .default(DEFAULT_PAGE_SIZE),
};
