/** What other features use of the weekly summary: its card on /account. */
export { WeeklySummaryCard } from './components/weekly-summary-card';
