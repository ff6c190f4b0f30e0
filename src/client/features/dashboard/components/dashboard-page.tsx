import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { DashboardBoundary } from './dashboard-boundary';
import { DashboardContent } from './dashboard-content';

export function DashboardPage() {
  return (
    <div className="space-y-6">
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Coaching Dashboard</h1>
        <p className="mt-1 text-slate-600">Track your coaching sessions, clients, and hours</p>
      </div>
      <DashboardBoundary>
        <DashboardContent />
      </DashboardBoundary>
    </div>
  );
}
