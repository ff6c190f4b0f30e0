import { Link } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { Switch } from '@/client/components/ui/switch';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { SUMMARY_FROM_HOUR } from '@/shared/domain/weekly-summary';
import { useSetWeeklySummary, useWeeklySummary } from '../api/weekly-summary';

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Coach Logbook could not be reached. Please try again.';

/**
 * The weekly summary by e-mail: off until the coach turns it on (issue 27). The switch moves at
 * once and is saved at once; when saving fails it moves back and the card says what was kept.
 * It is never disabled while saving: that would take the keyboard's focus away from it.
 */
export function WeeklySummaryCard() {
  const summary = useWeeklySummary();
  const change = useSetWeeklySummary();

  function turn(subscribed: boolean) {
    change.mutate(subscribed, {
      onSuccess: () =>
        toast.success(subscribed ? 'Weekly summary turned on' : 'Weekly summary turned off', {
          description: subscribed ? 'It comes on Monday mornings.' : 'You will get no more summaries.',
        }),
    });
  }

  const saved = summary.data?.subscribed ?? false;
  // While the change is on its way the switch shows it; if it fails, the saved state is back.
  const shown = change.isPending ? change.variables : saved;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly summary</CardTitle>
        <CardDescription>
          A short e-mail on Monday morning: the hours you logged last week, sessions waiting from your calendar, your
          next step towards a credential and any renewal due within 90 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {summary.isPending && (
          <Spinner label="Loading your e-mail settings..." className="flex items-center gap-3 py-2" />
        )}
        {summary.isError && (
          <ErrorPanel message="Your e-mail settings could not be loaded." onRetry={() => void summary.refetch()} />
        )}
        {summary.data && (
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <p id="weekly-summary-label" className="font-medium text-slate-900">
                E-mail me a weekly summary
              </p>
              <p id="weekly-summary-hint" className="text-sm text-slate-700">
                Sent on Mondays from {SUMMARY_FROM_HOUR} am, {summary.data.timeZone} time.{' '}
                <Link to={paths.profile} className="font-medium text-brand-700 underline underline-offset-2">
                  Change your time zone
                </Link>
              </p>
            </div>
            <Switch
              aria-labelledby="weekly-summary-label"
              aria-describedby="weekly-summary-hint"
              checked={shown}
              onCheckedChange={turn}
            />
          </div>
        )}
        <div aria-live="polite">
          {change.isError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              Not saved: your weekly summary is still {saved ? 'on' : 'off'}. {reasonOf(change.error)}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
