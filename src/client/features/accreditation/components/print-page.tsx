import { Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { formatLongDate, todayIso } from '@/client/lib/dates';
import { useAccreditation } from '../api/accreditation';

/** One level's requirements on paper; the app's print CSS (styles.css) leaves out its frame. */
export function AccreditationPrintPage() {
  const [params] = useSearchParams();
  const today = todayIso();
  const accreditation = useAccreditation(today);
  if (accreditation.isPending) return <Spinner label="Loading accreditation..." />;
  if (accreditation.isError) {
    return (
      <ErrorPanel message="Could not load your accreditation figures" onRetry={() => void accreditation.refetch()} />
    );
  }
  const body = accreditation.data.bodies.find((row) => row.body === params.get('body'));
  const level = body?.levels.find((row) => row.name === params.get('level'));
  if (!body || !level) {
    return (
      <p className="text-slate-700">
        This level does not exist.{' '}
        <Link to={paths.accreditation} className="font-medium text-brand-700 underline">
          Back to Accreditation
        </Link>
      </p>
    );
  }
  return (
    <article className="space-y-5 text-slate-900 print:text-black">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={paths.accreditation}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Back to Accreditation
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <div>
        <h1 className="text-2xl font-bold">
          {body.body} {level.name}: application summary
        </h1>
        <p className="text-sm text-slate-700">
          Prepared on {formatLongDate(today)}. Rules {body.version}, last checked on {formatLongDate(body.checkedOn)}.
        </p>
        <p className="mt-2 font-semibold">{level.summary}</p>
        {level.projection && <p className="text-sm">{level.projection}</p>}
      </div>
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-slate-400">
            <th scope="col" className="py-2 pr-3">
              Requirement
            </th>
            <th scope="col" className="py-2 pr-3">
              Figure
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2">
              What is missing
            </th>
          </tr>
        </thead>
        <tbody>
          {level.requirements.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top break-inside-avoid">
              <td className="py-2 pr-3">
                {row.label}
                {row.unconfirmed && <span className="block text-xs">UNCONFIRMED: {row.unconfirmedNote}</span>}
              </td>
              <td className="py-2 pr-3">
                {row.figure ?? (row.doneOn ? `Done on ${formatLongDate(row.doneOn)}` : 'Not tracked')}
              </td>
              <td className="py-2 pr-3 font-medium">{row.status}</td>
              <td className="py-2">{row.missing ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label="Sources" className="text-xs text-slate-700">
        <p className="font-semibold">Where these rules come from</p>
        <ul>
          {body.sources.map((source) => (
            <li key={source.title}>
              {source.title}: {source.url}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
