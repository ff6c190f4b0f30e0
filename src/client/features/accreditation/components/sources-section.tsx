import { Card } from '@/client/components/ui/card';
import { formatLongDate } from '@/client/lib/dates';
import type { BodyResult } from '@/shared/domain/accreditation/types';

/** 'Where these rules come from': each body's sources and the date its rules were last checked. */
export function SourcesSection({ bodies }: { bodies: BodyResult[] }) {
  return (
    <section aria-labelledby="rule-sources" className="space-y-3">
      <h2 id="rule-sources" className="text-xl font-semibold text-slate-900">
        Where these rules come from
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {bodies.map((body) => (
          <Card key={body.body} className="p-4 text-sm">
            <h3 className="font-semibold text-slate-900">
              {body.body}: {body.bodyName}
            </h3>
            <p className="mt-1 text-slate-600">
              Rules {body.version}, last checked on {formatLongDate(body.checkedOn)}
            </p>
            <ul className="mt-2 space-y-1">
              {body.sources.map((source) => (
                <li key={source.title}>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        The bodies change their rules. Figures marked UNCONFIRMED could not be checked on the body&apos;s own pages:
        confirm them with the body before applying.
      </p>
    </section>
  );
}
