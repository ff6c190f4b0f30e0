import { Target } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';

/** An example coach's figures for ICF PCC, as the accreditation page lays them out. */
const rows = [
  { label: 'Coaching experience', figure: '512 of 500 hours', percent: 100, met: true },
  { label: 'Clients coached', figure: '31 of 25', percent: 100, met: true },
  { label: 'Coach-specific education', figure: '125 of 125 hours', percent: 100, met: true },
  { label: 'Mentor coaching', figure: '10 of 10 hours', percent: 100, met: true },
  { label: 'Performance evaluation', figure: '1 of 2 recordings', percent: 50, met: false },
] as const;

const otherBodies = [
  { title: 'EMCC Practitioner', verdict: 'Eligible to apply' },
  { title: 'AC Coach', verdict: 'Eligible to apply' },
] as const;

const description =
  'Example: the accreditation page for a goal of ICF PCC shows 4 of 5 requirements met, with one more ' +
  'recording to go, and EMCC Practitioner and AC Coach eligible to apply.';

/**
 * The product's answer drawn in its own markup, not a photograph: pre-rendered with the landing
 * page, so it costs no image request and stays sharp at any width. One picture to assistive
 * technology (role="img" with its description), so its example figures do not read as the page's.
 */
export function VerdictIllustration() {
  return (
    <figure className="mx-auto w-full max-w-md lg:mx-0">
      <div
        role="img"
        aria-label={description}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-900/5"
      >
        <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Target className="size-4 text-brand-700" aria-hidden="true" />
          Your goal
        </p>
        <p className="mt-1 text-xl font-semibold text-slate-900">ICF PCC: 4 of 5 requirements met</p>
        <ul className="mt-3 divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.label} className="py-2">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-medium text-slate-900">{row.label}</span>
                <Badge tone={row.met ? 'green' : 'amber'}>{row.met ? 'Met' : 'Not yet'}</Badge>
              </div>
              <div className="mt-1.5 flex items-center gap-3">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                  <div
                    className={row.met ? 'h-full rounded-full bg-brand-700' : 'h-full rounded-full bg-amber-500'}
                    style={{ width: `${row.percent}%` }}
                  />
                </div>
                <span className="w-32 shrink-0 text-right text-xs text-slate-700">{row.figure}</span>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-2 rounded-md bg-slate-50 p-2.5 text-sm text-slate-800">
          To do before applying: one more recording with your mentor’s feedback.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {otherBodies.map((body) => (
            <li key={body.title} className="rounded-full border border-green-200 bg-green-50 px-3 py-1 text-xs">
              <span className="font-medium text-slate-900">{body.title}</span>
              <span className="text-green-900"> · {body.verdict}</span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">
        An example logbook, judged as each body would judge it.
      </figcaption>
    </figure>
  );
}
