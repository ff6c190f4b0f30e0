import { Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { formatLongDate, todayIso } from '@/client/lib/dates';
import { useProfile } from '@/client/features/profile';
import { formatMonthYear } from '@/shared/domain/accreditation/dates';
import { useAccreditation } from '../api/accreditation';

/** One level's requirements on paper; the app's print CSS (styles.css) leaves out its frame. */
export function AccreditationPrintPage() {
  const [params] = useSearchParams();
  const today = todayIso();
  const accreditation = useAccreditation(today);
  const profile = useProfile();
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
  const held = body.levels.filter((row) => row.heldSince);
  const coach = profile.data;
  const todo = level.requirements.filter((row) => row.status !== 'Met');
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
      <header className="space-y-1 border-b-2 border-slate-400 pb-3">
        <h1 className="text-2xl font-bold">{level.title}: application summary</h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">Coach: </dt>
            <dd className="inline">{coach?.displayName ?? coach?.username ?? coach?.email ?? ''}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Memberships and member numbers: </dt>
            <dd className="inline">{coach?.professionalMemberships ?? 'None recorded'}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Credentials held: </dt>
            <dd className="inline">
              {held.length > 0
                ? held.map((row) => `${row.title} since ${formatLongDate(row.heldSince!)}`).join('; ')
                : 'None yet'}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Prepared on: </dt>
            <dd className="inline">{formatLongDate(today)}</dd>
          </div>
        </dl>
      </header>
      <section>
        <p className="text-lg font-semibold">
          {level.eligible
            ? `Eligible to apply on ${formatLongDate(today)}`
            : level.projectedOn
              ? `${level.summary}; eligible around ${formatMonthYear(level.projectedOn)} at the current pace`
              : level.summary}
        </p>
        {level.path && (
          <p className="text-sm">
            {level.path.name}: {level.path.reason}
          </p>
        )}
        {level.steps.exam && <p className="text-sm">{`After applying: the ${level.steps.exam}.`}</p>}
      </section>
      {todo.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold">To do before applying</h2>
          <ul className="list-disc pl-5 text-sm">
            {todo.map((row) => (
              <li key={row.id}>{row.missing ?? row.label}</li>
            ))}
          </ul>
        </section>
      )}
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
                <span className="block text-xs text-slate-600">
                  {row.sources
                    .map((source) => `${source.url} (checked ${formatLongDate(source.checkedOn)})`)
                    .join('; ')}
                </span>
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
      <p className="text-xs text-slate-700">
        Rules {body.version}, in force from {formatLongDate(body.validFrom)}, last checked on{' '}
        {formatLongDate(body.checkedOn)}. Figures marked UNCONFIRMED could not be checked on the body&apos;s own pages.
      </p>
    </article>
  );
}
