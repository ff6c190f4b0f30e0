import { z } from 'zod';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';
import { requiredText, uuidParam } from './fields';

/** The spec's issue types, in the order the form lists them. */
export const supportIssueTypes = ['bug', 'feature', 'question', 'other'] as const;
export type SupportIssueType = (typeof supportIssueTypes)[number];
export const supportIssueTypeLabels: Record<SupportIssueType, string> = {
  bug: 'Bug',
  feature: 'Feature Request',
  question: 'Question',
  other: 'Other',
};

/** Every field is required; the form shows 'Validation Error' / 'Please fill in all required fields.' */
export const supportTicketInputSchema = z.object({
  issueType: z.enum(supportIssueTypes, { message: 'Issue type is required' }),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  // Jira refuses summaries longer than 255 characters.
  summary: requiredText(255, 'Summary is required', 'Summary'),
  description: requiredText(10_000, 'Description is required', 'Description'),
});

export type SupportTicketFormValues = z.input<typeof supportTicketInputSchema>;
export type SupportTicketInput = z.output<typeof supportTicketInputSchema>;

export const supportTicketIdSchema = uuidParam('Support ticket');

export const supportTicketListQuerySchema = z.object(pageQuery);
export type SupportTicketListQuery = z.input<typeof supportTicketListQuerySchema>;

/**
 * Where a ticket stands with Jira: stored (waiting, or Jira not configured), sent (with its Jira
 * key), or failing (the last attempt failed; it is retried later).
 */
export const supportDeliveryStatuses = ['stored', 'sent', 'failing'] as const;
export type SupportDeliveryStatus = (typeof supportDeliveryStatuses)[number];

export interface SupportTicket {
  id: string;
  issueType: SupportIssueType;
  email: string;
  summary: string;
  description: string;
  deliveryStatus: SupportDeliveryStatus;
  jiraKey: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

/**
 * A ticket as admins see it: the contact address is whatever the sender typed, so the account that
 * filed it is shown beside it, and a contact address that is not the account's is flagged.
 */
export interface AdminSupportTicket extends SupportTicket {
  filedBy: { id: string; email: string };
  contactDiffers: boolean;
}

export type SupportTicketPage = Page<AdminSupportTicket>;
