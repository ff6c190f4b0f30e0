import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageNumbers } from '@/client/lib/page-numbers';
import { cn } from '@/client/lib/cn';
import { pageCount, type Page } from '@/shared/domain/paging';
import { Button } from './button';

interface PaginationProps {
  /** The page on screen, as the API answered it. */
  of: Pick<Page<unknown>, 'page' | 'pageSize' | 'total'>;
  onPage: (page: number) => void;
  /** What the list holds, plural: 'Showing 21 to 40 of 158 sessions'. */
  noun?: string;
  /** Shown even when everything fits on one page (the spec's admin footers). */
  alwaysShown?: boolean;
}

/**
 * 'Showing X to Y of Z <noun>', with Previous, the page numbers and Next. A list that fits on one
 * page shows none of it (unless `alwaysShown`).
 */
export function Pagination({
  of: { page, pageSize, total },
  onPage,
  noun = 'results',
  alwaysShown = false,
}: PaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1 && !alwaysShown) return null;
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Showing {first} to {last} of {total} {noun}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {count > 1 && (
          <ol className="flex items-center gap-1">
            {pageNumbers(page, count).map((slot, index) =>
              slot === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
                  …
                </li>
              ) : (
                <li key={slot}>
                  <Button
                    variant={slot === page ? 'primary' : 'ghost'}
                    size="sm"
                    className={cn('min-w-8 px-2 tabular-nums')}
                    aria-current={slot === page ? 'page' : undefined}
                    aria-label={`Page ${slot}`}
                    onClick={() => slot !== page && onPage(slot)}
                  >
                    {slot}
                  </Button>
                </li>
              ),
            )}
          </ol>
        )}
        <Button variant="secondary" size="sm" disabled={page >= count} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
