import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import type { RenewalResult } from '@/shared/domain/accreditation/renewal';
import { RequirementRow } from './requirement-row';

/** Each held credential: 'Renewal due <date>' and the rows of its current cycle. */
export function RenewalSection({ renewals }: { renewals: RenewalResult[] }) {
  return (
    <section aria-labelledby="renewal" className="space-y-3">
      <h2 id="renewal" className="text-xl font-semibold text-slate-900">
        Renewal
      </h2>
      {renewals.length === 0 && (
        <Card className="p-5 text-sm text-slate-700">
          Add the credentials you hold to track their renewal.{' '}
          <Link
            to={paths.accreditationCredentials}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Credentials held
          </Link>
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {renewals.map((renewal) => (
          <Card key={renewal.credentialId} className="p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">
                {renewal.body} {renewal.level}
              </h3>
              <Badge tone={renewal.met === renewal.total ? 'green' : 'amber'}>
                {renewal.met} of {renewal.total} met
              </Badge>
            </div>
            <p className="mt-1 text-sm font-medium text-slate-800">Renewal due {formatLongDate(renewal.dueOn)}</p>
            <p className="text-xs text-slate-600">
              Counted from {formatLongDate(renewal.cycleStart)}
              {renewal.submitFrom ? `; you can submit from ${formatLongDate(renewal.submitFrom)}` : ''}
            </p>
            <ul className="mt-2 divide-y divide-slate-100">
              {renewal.requirements.map((row) => (
                <RequirementRow key={row.id} row={row} />
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
