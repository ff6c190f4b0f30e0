import { Badge } from '@/client/components/ui/badge';
import { formatLongDate } from '@/client/lib/dates';
import { feedbackKindLabels, type FeedbackEntry } from '@/shared/schemas/feedback';
import { useDeleteFeedbackEntry, useFeedbackEntries } from '../api/feedback-entries';
import { FeedbackForm } from './feedback-form';
import { RecordPage } from './record-page';

const kind = (entry: FeedbackEntry) => feedbackKindLabels[entry.kind];

export function FeedbackPage() {
  return (
    <RecordPage<FeedbackEntry>
      title="Feedback & reflections"
      description="What clients told you and what you noticed: EMCC asks for both"
      thing="entry"
      listLabel="Feedback and reflections"
      emptyText='No feedback or reflections yet. Click "Add entry" to write the first one.'
      list={useFeedbackEntries}
      remove={useDeleteFeedbackEntry()}
      kind="feedback"
      itemName={(entry) => `${kind(entry).toLowerCase()} of ${formatLongDate(entry.date)}`}
      columns={[
        { heading: 'Date', cell: (entry) => formatLongDate(entry.date), className: 'whitespace-nowrap text-slate-700' },
        { heading: 'Kind', cell: kind },
        { heading: 'Client', cell: (entry) => entry.clientName ?? '-' },
        { heading: 'Text', cell: (entry) => <span className="line-clamp-2">{entry.content}</span> },
      ]}
      cardHeader={(entry) => (
        <>
          <p className="font-medium text-slate-900">{formatLongDate(entry.date)}</p>
          <p className="text-sm text-slate-700">{entry.clientName ?? 'No client'}</p>
        </>
      )}
      cardBody={(entry) => (
        <>
          <div className="mt-2">
            <Badge>{kind(entry)}</Badge>
          </div>
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{entry.content}</p>
        </>
      )}
      form={(entry, onSaved) => <FeedbackForm entry={entry} onSaved={onSaved} />}
    />
  );
}
