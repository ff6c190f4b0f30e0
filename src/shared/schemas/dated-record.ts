import { z } from 'zod';
import { judgeDate, type DateSense, type DatedThing } from '../domain/plausible-dates';
import { calendarDate } from './fields';

/** The code of a date's 'Did you mean …?' issue: the form offers to keep the date or take the suggestion. */
export const DATE_QUESTION = 'DATE_QUESTION';

/**
 * The dates the coach kept after 'Did you mean …?' (a form sends them with the record, and an
 * entry waiting offline keeps them): their question is not asked again. They are not stored. An
 * import cannot answer, so there they do nothing.
 */
export const confirmedDatesField = z
  .array(calendarDate(), { message: 'Confirmed dates must be a list of dates' })
  .max(4, { message: 'At most 4 confirmed dates' })
  .default([]);

type DatedFields = { confirmedDates: string[] };

/** A record's dates: the field, its value (null when blank) and what is dated. */
type DatesOf<Value> = (value: Value) => Array<[field: string, date: string | null, thing: DatedThing]>;

/** The date rule as a refinement of a record's schema; refused and unconfirmed questioned dates are issues. */
export function checkDates<Value extends DatedFields>(sense: DateSense, datesOf: DatesOf<Value>) {
  return (value: Value, ctx: z.RefinementCtx<Value>) => {
    for (const [field, date, thing] of datesOf(value)) {
      if (!date) continue;
      const verdict = judgeDate(date, thing, sense);
      if (verdict.kind === 'ok') continue;
      if (verdict.kind === 'question' && sense.asks && value.confirmedDates.includes(date)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: verdict.message,
        params: verdict.kind === 'question' && sense.asks ? { code: DATE_QUESTION } : undefined,
      });
    }
  };
}
