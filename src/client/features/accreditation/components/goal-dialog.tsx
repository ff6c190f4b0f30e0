import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { todayIso } from '@/client/lib/dates';
import { useAccreditation } from '../api/accreditation';
import { GoalForm } from './goal-form';

/**
 * 'Set your goal' where the coach is (the dashboard's first steps): the same form as on
 * /accreditation, started from the goal the page would answer for.
 */
export function GoalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const accreditation = useAccreditation(todayIso());
  const overview = accreditation.data;
  const answer = overview?.goal;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Set your goal"
        description="The body, the level and, if you like, the date you aim for: the dashboard and Accreditation answer for it."
      >
        {overview && answer ? (
          <GoalForm
            bodies={overview.bodies}
            goal={answer.goal}
            onDone={() => onOpenChange(false)}
            className="grid gap-4"
          />
        ) : accreditation.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load your accreditation. Please try again.
          </p>
        ) : (
          <Spinner label="Loading your accreditation..." />
        )}
      </DialogContent>
    </Dialog>
  );
}
