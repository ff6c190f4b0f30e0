import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { formatLength } from '@/shared/domain/hours';
import { paymentLabels, type CoachingSession } from '@/shared/schemas/coaching-sessions';
import { describeTopics, describeType } from './sessions-table';

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 whitespace-pre-wrap text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of a session, as an assessor would want to read it. */
export function SessionFields({ session }: { session: CoachingSession }) {
  return (
    <Card className="p-6">
      <dl className="grid gap-5 sm:grid-cols-2">
        <Field label="Client">
          <Link
            to={paths.client(session.clientId)}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {session.clientName}
          </Link>
        </Field>
        <Field label="Duration">{formatLength(session.duration)}</Field>
        <Field label="Type">{describeType(session)}</Field>
        <Field label="Payment">{paymentLabels[session.payment]}</Field>
        <Field label="Completed">{session.completed ? 'Yes' : 'No'}</Field>
        <Field label="Rate">{session.rate === null ? '-' : money.format(session.rate)}</Field>
        <Field label="Rating">{session.rating === null ? '-' : `${session.rating} of 5`}</Field>
        <Field label="Topics">{describeTopics(session.topics)}</Field>
        <Field label="Notes" wide>
          {session.notes ?? '-'}
        </Field>
        <Field label="Follow-up" wide>
          {session.followUp ?? '-'}
        </Field>
        <Field label="Goals set">{session.goalsSet ?? '-'}</Field>
        <Field label="Goals achieved">{session.goalsAchieved ?? '-'}</Field>
      </dl>
    </Card>
  );
}
