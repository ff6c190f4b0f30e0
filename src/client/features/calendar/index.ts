/** What other features use of 'From your calendar': the dashboard's line. */
export { CalendarWaitingLine } from './components/calendar-waiting-line';
