/** What other features use of offline logging: the create that queues, the waiting list, the banner. */
export { useCreateOrQueue } from './api/use-create-or-queue';
export { useDraftIssues } from './api/use-draft-issues';
export { useOutbox } from './api/use-outbox';
export { OfflineBanner } from './components/offline-banner';
export { WaitingCount } from './components/waiting-count';
export { WaitingEntries } from './components/waiting-entries';
export type { OutboxEntry } from '@/client/lib/offline/outbox';
