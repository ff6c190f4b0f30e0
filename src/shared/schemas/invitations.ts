import { z } from 'zod';
import { roleSchema, type Role } from './admin-common';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';

export const invitationStatuses = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationListQuerySchema = z.object({
  status: z.enum([...invitationStatuses, 'all']).default('pending'),
  ...pageQuery,
});
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;

export const invitationIdSchema = z.object({ id: z.uuid({ message: 'Invalid invitation data' }) });

const requiredEmail = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .pipe(z.email({ message: 'Please enter a valid email address' }))
    .transform((email) => email.toLowerCase());

/** An instant (the end of the chosen day where the admin is), or none for no expiration. */
const expiryDate = z.iso
  .datetime({ offset: true, message: 'Please enter a valid date' })
  .nullish()
  .transform((value) => value ?? null);

const invitationFields = {
  role: roleSchema.default('user'),
  isFreeAccount: z.boolean().default(true),
  expiryDate,
};

/** Create New Invitation (and the users screen's Invite User, which sends the same payload). */
export const invitationInputSchema = z.object({
  email: requiredEmail('Please enter an email address.'),
  ...invitationFields,
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** Invite User on the users screen: its own message for a missing e-mail. */
export const inviteUserSchema = invitationInputSchema.extend({ email: requiredEmail('Email is required') });

/** Edit Invitation: the spec answers a missing e-mail with 'Invalid invitation data'. */
export const invitationUpdateSchema = z.object({
  email: requiredEmail('Invalid invitation data'),
  ...invitationFields,
});

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  status: InvitationStatus;
  isFreeAccount: boolean;
  expiryDate: string | null;
  createdAt: string;
  acceptedAt: string | null;
}

export type InvitationList = Page<Invitation>;
