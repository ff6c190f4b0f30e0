import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { calendarPeriodSchema, type CalendarPeriod } from '@/shared/schemas/calendar';
import { CalendarAddresses } from './calendar-addresses';
import { CalendarFileInput } from './calendar-file-input';

/** The period to read, and the two ways in: a calendar file, or the calendar's address. */
export function CalendarSources({
  period,
  onPeriod,
  timeZone,
}: {
  period: CalendarPeriod;
  onPeriod: (period: CalendarPeriod) => void;
  timeZone: string | undefined;
}) {
  const checked = calendarPeriodSchema.safeParse(period);
  const issue = (field: 'from' | 'to') =>
    checked.success ? undefined : checked.error.issues.find((item) => item.path[0] === field)?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Read your calendar</CardTitle>
        <CardDescription>
          The events of the period become sessions to log{timeZone ? `, dated in ${timeZone.replaceAll('_', ' ')}` : ''}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="From" error={issue('from')}>
            <Input
              type="date"
              value={period.from}
              onChange={(event) => onPeriod({ ...period, from: event.target.value })}
            />
          </FormField>
          <FormField label="To" error={issue('to')}>
            <Input
              type="date"
              value={period.to}
              onChange={(event) => onPeriod({ ...period, to: event.target.value })}
            />
          </FormField>
        </div>
        <CalendarFileInput period={period} periodValid={checked.success} />
        <CalendarAddresses />
      </CardContent>
    </Card>
  );
}
