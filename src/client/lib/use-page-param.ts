import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PAGE, pageCount, type Page } from '@/shared/domain/paging';

/** Reads a page number from the address: anything that is not one is the first page. */
export function readPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

type SetPage = (page: number, options?: { replace?: boolean }) => void;

/**
 * The list's page, kept in the address (`?page=`), so a link, a reload and Back show the same
 * page. Each change is a new history entry, and the router scrolls to the top of the new page.
 */
export function usePageParam(name = 'page'): [number, SetPage] {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get(name));
  const setPage: SetPage = (next, options) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete(name);
      else updated.set(name, String(next));
      return updated;
    }, options);
  return [page, setPage];
}

/** A page left empty (its last row deleted, or an old link) moves to the list's last page. */
export function useKeepPageInRange(page: number, data: Page<unknown> | undefined, setPage: SetPage) {
  const last = data ? pageCount(data.total, data.pageSize) : 1;
  const beyond = data !== undefined && data.items.length === 0 && page > last;
  useEffect(() => {
    if (beyond) setPage(last, { replace: true });
    // setPage is a new function on every render; the page and the answer decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyond, last]);
}
