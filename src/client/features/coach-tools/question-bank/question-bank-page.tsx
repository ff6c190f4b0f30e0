import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { Card } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Pagination } from '@/client/components/ui/pagination';
import { RowActions } from '@/client/components/ui/row-actions';
import { Spinner } from '@/client/components/ui/spinner';
import type { CoachQuestion } from '@/shared/schemas/coach-questions';
import { growStageLabels, growStages } from '@/shared/schemas/grow-stages';
import { useCoachQuestions, useDeleteCoachQuestion } from '../api/coach-questions';
import { QuestionForm } from './question-form';
import { questionsByStage } from './question-search';

export function QuestionBankPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The coach's own questions are searched on the server, the curated ones here, by the same rule.
  const own = useCoachQuestions(useDeferredValue(search.trim()), page);
  const deleteQuestion = useDeleteCoachQuestion();
  const [editing, setEditing] = useState<CoachQuestion | null>(null);
  const [deleting, setDeleting] = useState<CoachQuestion | null>(null);
  // The curated questions never wait for the coach's own, nor disappear when those fail to load.
  const byStage = questionsByStage(own.data?.items ?? [], search);
  // Every match counts, the coach's own on other pages too.
  const found =
    growStages.reduce((total, stage) => total + byStage[stage].length, 0) +
    Math.max(0, (own.data?.total ?? 0) - (own.data?.items.length ?? 0));

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteQuestion.mutateAsync(deleting.id);
      toast.success('Success', { description: 'Question deleted successfully' });
    } catch {
      toast.error('Error', { description: 'Could not delete question' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-6">
        <div className="max-w-md space-y-1.5">
          <Label htmlFor="question-search">Search questions</Label>
          <div className="relative">
            <Search className="absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
            <Input
              id="question-search"
              type="search"
              className="pl-9"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        {own.isPending && <Spinner label="Loading your questions..." className="flex gap-3 text-slate-700" />}
        {own.isError && <ErrorPanel message="Could not load your questions" onRetry={() => void own.refetch()} />}
        <p role="status" className="text-sm text-slate-600">
          {found === 1 ? '1 question' : `${found} questions`}
        </p>
        {found === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            No questions match &quot;{search.trim()}&quot;.
          </p>
        )}
        {growStages
          .filter((stage) => byStage[stage].length > 0)
          .map((stage) => (
            <section key={stage} aria-labelledby={`stage-${stage}`}>
              <h2 id={`stage-${stage}`} className="text-lg font-semibold text-slate-900">
                {growStageLabels[stage]}
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {byStage[stage].map((item) =>
                  item.own ? (
                    <li key={item.question.id} className="flex items-start justify-between gap-2 px-4 py-2">
                      <p className="py-1.5 text-slate-900">
                        {item.text}{' '}
                        <span className="ml-1 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                          Yours
                        </span>
                      </p>
                      <RowActions
                        editLabel={`Edit ${item.text}`}
                        menuLabel={`Actions for ${item.text}`}
                        onEdit={() => setEditing(item.question)}
                        onDelete={() => setDeleting(item.question)}
                      />
                    </li>
                  ) : (
                    <li key={item.text} className="px-4 py-3 text-slate-800">
                      {item.text}
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))}
        {own.data && <Pagination of={own.data} noun="of your questions" onPage={setPage} />}
      </div>
      <Card className="p-5 lg:sticky lg:top-4">
        <h2 className="font-semibold text-slate-900">Add your own question</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">Your questions are listed with the others, marked Yours.</p>
        <QuestionForm />
      </Card>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent title="Edit question">
          {editing && (
            <QuestionForm
              key={editing.id}
              question={editing}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete your question."
        confirmLabel="Delete"
        busy={deleteQuestion.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
