import { NavLink } from 'react-router';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';

const records = [
  { to: paths.accreditationEducation, label: 'Education' },
  { to: paths.accreditationMentorCoaching, label: 'Mentor coaching' },
  { to: paths.accreditationCredentials, label: 'Credentials' },
  { to: paths.accreditationFeedback, label: 'Feedback & reflections' },
  { to: paths.accreditationRecordings, label: 'Recordings' },
] as const;

/** Moves between the kinds of record a coach keeps for accreditation. */
export function RecordsNav() {
  return (
    <nav aria-label="Accreditation records" className="flex flex-wrap gap-x-1 border-b border-slate-200">
      {records.map((record) => (
        <NavLink
          key={record.to}
          to={record.to}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-2 py-2 text-sm font-medium whitespace-nowrap sm:px-4',
              isActive
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )
          }
        >
          {record.label}
        </NavLink>
      ))}
    </nav>
  );
}
