import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';

interface ChartCardProps {
  title: string;
  /** One sentence that says what the chart shows. */
  summary: string;
  /** The chart; hidden from assistive technology, which gets the sentence and the table. */
  chart?: ReactNode;
  table?: ReactNode;
  className?: string;
}

/**
 * A chart with its heading, its one-sentence summary and its numbers as a table. The table is
 * behind a toggle on screen but always printed, so a paper report carries the exact figures.
 */
export function ChartCard({ title, summary, chart, table, className }: ChartCardProps) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid print:shadow-none',
        className,
      )}
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      {chart && (
        <div aria-hidden="true" className="report-chart mt-4 h-64">
          {chart}
        </div>
      )}
      {table && (
        <>
          <Button
            variant="link"
            size="sm"
            className="mt-2 px-0 print:hidden"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide table' : 'Show as table'}
          </Button>
          <div id={tableId} className={cn('mt-2', !showTable && 'hidden print:block')}>
            {table}
          </div>
        </>
      )}
    </section>
  );
}
