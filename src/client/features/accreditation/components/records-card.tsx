import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { useSetEducationStart } from '../api/accreditation';

const RECORD_PAGES = [
  { to: paths.accreditationEducation, label: 'Education' },
  { to: paths.accreditationMentorCoaching, label: 'Mentor coaching' },
  { to: paths.accreditationCredentials, label: 'Credentials held' },
  { to: paths.accreditationFeedback, label: 'Feedback and reflections' },
  { to: paths.accreditationRecordings, label: 'Recordings' },
] as const;

/** Where the coach records what the rules read, and the date ICF counts experience from. */
export function RecordsCard({ start, setByCoach }: { start: string | null; setByCoach: boolean }) {
  const save = useSetEducationStart();
  const override = setByCoach ? start : null;
  const [date, setDate] = useState(override ?? '');
  const inputId = useId();
  const counted = start;

  function submit(educationStart: string | null) {
    save.mutate(
      { educationStart },
      {
        onSuccess: () => {
          if (educationStart === null) setDate('');
          toast.success('Success', { description: 'Start of coach-specific education saved' });
        },
        onError: (error) => toast.error('Error', { description: error.message || 'Could not save. Please try again.' }),
      },
    );
  }

  return (
    <Card className="grid gap-5 p-5 md:grid-cols-2">
      <nav aria-label="Accreditation records">
        <h2 className="font-semibold text-slate-900">Your accreditation records</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {RECORD_PAGES.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="inline-flex rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (date) submit(date);
        }}
      >
        <h2 className="font-semibold text-slate-900">Start of coach-specific education</h2>
        <p className="mt-1 text-sm text-slate-600">
          {counted
            ? `ICF counts your experience from ${formatLongDate(counted)}${override ? ' (your date)' : ' (your first programme of 30 hours, 24 on the Core Competencies)'}.`
            : 'Add your education start to check your ICF experience: ICF counts it from your first programme of 30 hours, 24 of them on the Core Competencies.'}
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
              Count from
            </label>
            <Input
              id={inputId}
              type="date"
              value={date}
              required
              onChange={(event) => setDate(event.target.value)}
              className="h-9 w-44"
            />
          </div>
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save date
          </Button>
          {override && (
            <Button type="button" size="sm" variant="ghost" disabled={save.isPending} onClick={() => submit(null)}>
              Use my first programme
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
