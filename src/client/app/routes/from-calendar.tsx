import { FromCalendarPage } from '@/client/features/calendar/components/from-calendar-page';

export { FromCalendarPage as Component };
