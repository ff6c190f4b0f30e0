import { CardDetail } from '@/client/components/ui/responsive-list';
import { formatLongDate } from '@/client/lib/dates';
import {
  mentorCoachingFormatLabels,
  mentorCredentialLabels,
  type MentorCoachingSession,
} from '@/shared/schemas/mentor-coaching';
import { useDeleteMentorCoachingSession, useMentorCoachingSessions } from '../api/mentor-coaching';
import { minutesText } from '../record-format';
import { MentorCoachingForm } from './mentor-coaching-form';
import { RecordPage } from './record-page';

const format = (session: MentorCoachingSession) =>
  session.format === 'group'
    ? `${mentorCoachingFormatLabels.group} of ${session.groupSize}`
    : mentorCoachingFormatLabels.one_to_one;

const mentor = (session: MentorCoachingSession) =>
  `${session.mentorName} (${mentorCredentialLabels[session.mentorCredential]})`;

export function MentorCoachingPage() {
  return (
    <RecordPage<MentorCoachingSession>
      title="Mentor coaching"
      description="Mentor coaching you received: it counts for your credential, never as coaching hours"
      thing="mentor coaching session"
      listLabel="Mentor coaching sessions"
      emptyText='No mentor coaching recorded yet. Click "Add mentor coaching session" to add one.'
      list={useMentorCoachingSessions}
      remove={useDeleteMentorCoachingSession()}
      kind="mentor-coaching"
      itemName={(session) => `mentor coaching with ${session.mentorName} on ${formatLongDate(session.date)}`}
      columns={[
        {
          heading: 'Date',
          cell: (session) => formatLongDate(session.date),
          className: 'whitespace-nowrap text-slate-700',
        },
        { heading: 'Mentor', cell: mentor, className: 'font-medium text-slate-900' },
        { heading: 'Format', cell: format },
        { heading: 'Duration', cell: (session) => minutesText(session.duration), numeric: true },
      ]}
      cardHeader={(session) => (
        <>
          <p className="font-medium text-slate-900">{mentor(session)}</p>
          <p className="text-sm text-slate-700">{formatLongDate(session.date)}</p>
        </>
      )}
      cardBody={(session) => (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardDetail label="Format" value={format(session)} />
            <CardDetail label="Duration" value={minutesText(session.duration)} />
          </dl>
          {session.notes && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{session.notes}</p>}
        </>
      )}
      form={(session, onSaved) => <MentorCoachingForm session={session} onSaved={onSaved} />}
    />
  );
}
