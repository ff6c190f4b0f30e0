import { Badge } from '@/client/components/ui/badge';
import { CardDetail } from '@/client/components/ui/responsive-list';
import { formatLongDate } from '@/client/lib/dates';
import { recordingLevelLabels, type Recording } from '@/shared/schemas/recordings';
import { useDeleteRecording, useRecordings } from '../api/recordings';
import { RecordPage } from './record-page';
import { RecordingForm } from './recording-form';

const name = (recording: Recording) =>
  `${recordingLevelLabels[recording.level]} recording of ${formatLongDate(recording.recordedOn)}`;

/** What the checklist still lacks, in words: 'permission, transcript'. */
function missing(recording: Recording) {
  const open = [
    recording.permissionOn ? null : "client's permission",
    recording.transcriptDone ? null : 'transcript',
    recording.selfReviewDone ? null : 'self-review',
    recording.mentorFeedback ? null : "mentor's feedback",
  ].filter(Boolean);
  return open.length === 0 ? 'Ready' : `To do: ${open.join(', ')}`;
}

const status = (recording: Recording) => (
  <Badge tone={recording.ready ? 'green' : 'neutral'}>{missing(recording)}</Badge>
);

export function RecordingsPage() {
  return (
    <RecordPage<Recording>
      title="Recordings"
      description="Recorded sessions for ICF's performance evaluation, with the checklist ICF asks for"
      thing="recording"
      listLabel="Recordings"
      emptyText='No recordings yet. Click "Add recording" once you have recorded a session with the client’s written permission.'
      list={useRecordings}
      remove={useDeleteRecording()}
      kind="recording"
      itemName={name}
      columns={[
        { heading: 'Recording', cell: name, className: 'font-medium text-slate-900' },
        { heading: 'Client', cell: (recording) => recording.clientName ?? '—' },
        { heading: 'Length', cell: (recording) => `${recording.duration} min` },
        { heading: 'Checklist', cell: status },
      ]}
      cardHeader={(recording) => <p className="font-medium text-slate-900">{name(recording)}</p>}
      cardBody={(recording) => (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <CardDetail label="Client" value={recording.clientName ?? '—'} />
          <CardDetail label="Length" value={`${recording.duration} min`} />
          <CardDetail label="Checklist" value={missing(recording)} />
        </dl>
      )}
      form={(recording, onSaved) => <RecordingForm recording={recording} onSaved={onSaved} />}
    />
  );
}
