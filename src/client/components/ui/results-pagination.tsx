import { Button } from './button';

interface ResultsPaginationProps {
  offset: number;
  limit: number;
  total: number;
  hasMore: boolean;
  onOffset: (offset: number) => void;
}

/** 'Showing X to Y of Z results' with Previous (off at the start) and Next (off at the end). */
export function ResultsPagination({ offset, limit, total, hasMore, onOffset }: ResultsPaginationProps) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Showing {first} to {last} of {total} results
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
