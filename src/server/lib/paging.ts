import { pageOffset, toPage, type Page, type PageQuery } from '@/shared/domain/paging';

/** Where a page starts and how long it is, as LIMIT and OFFSET take them. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list and the count of the whole, read side by side: `rows` gets the window to
 * put on its query (ordered so that pages never overlap), `counted` is a `select count()` over
 * the same filter.
 */
export async function readPage<Row, Item>(
  query: PageQuery,
  rows: (window: PageWindow) => PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const window = { limit: query.pageSize, offset: pageOffset(query) };
  const [found, [count]] = await Promise.all([rows(window), counted]);
  return toPage(found.map(toItem), count?.total ?? 0, query);
}
