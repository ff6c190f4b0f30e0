import { NavLink, Outlet, useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/ui/page-header';
import { cn } from '@/client/lib/cn';
import { coachToolPaths } from '../coach-tool-paths';

const tools = [
  { to: coachToolPaths.wheel, label: 'Wheel of Life' },
  { to: coachToolPaths.grow, label: 'GROW planner' },
  { to: coachToolPaths.questions, label: 'Question bank' },
] as const;

/** The tools share one chosen client, kept in the address so switching tools keeps it. */
export function CoachToolsLayout() {
  const [params] = useSearchParams();
  const client = params.get('client');
  const search = client ? `?${new URLSearchParams({ client }).toString()}` : '';
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <PageHeader title="Coach tools" description="Practical tools to use with your clients" />
      </div>
      <nav aria-label="Coach tools" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tools.map((tool) => (
          <NavLink
            key={tool.to}
            to={{ pathname: tool.to, search }}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-2 py-2 sm:px-4 text-sm font-medium whitespace-nowrap',
                isActive
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )
            }
          >
            {tool.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
