/**
 * The one paging contract of every list the API answers: `?page=&pageSize=` in, `Page<Item>` out.
 * No list answers every row: a logbook of 50,000 records made one unpaged answer 14 MB. The query's
 * schema is in `schemas/paging.ts`; what a page needs to ask for a list and draw it is here, so a
 * list's first render builds no schema.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any list one account may hold; keeps the offset a small, safe integer. */
export const MAX_PAGE = 100_000;

/** A list's page, as its query schema gives it. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** One page of a list, and where it sits in the whole. */
export interface Page<Item> {
  items: Item[];
  /** Rows in the whole (filtered) list. */
  total: number;
  page: number;
  pageSize: number;
}

/** Rows to skip before the page. */
export const pageOffset = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

/** Pages in a list of `total` rows; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export const toPage = <Item>(items: Item[], total: number, { page, pageSize }: PageQuery): Page<Item> => ({
  items,
  total,
  page,
  pageSize,
});

/** The query text of a page, as the typed API client takes it (every value a string). */
export const pageParams = ({ page, pageSize }: PageQuery) => ({ page: String(page), pageSize: String(pageSize) });
