/**
 * ADMIN_EMAILS names the administrators nobody can demote or delete. Their accounts become admins
 * once the address is verified (see roles.ts); the back-office refuses to change them.
 */
export function isAdminEmail(adminEmails: ReadonlySet<string>, email: string) {
  return adminEmails.has(email.toLowerCase());
}

export const ADMIN_EMAIL_NOT_ADDED_MESSAGE =
  'This address is in ADMIN_EMAILS: its owner signs up with it and confirms it; an administrator cannot add it';

/**
 * Whether the back-office may create an account for the address. An ADMIN_EMAILS account is an
 * admin nobody can demote or delete, so only the owner of the address may make it (sign-up, then
 * the confirmation link): an account an admin created, with a password the admin chose, would be a
 * way for one admin to keep a back door.
 */
export function mayBeAddedByAnAdmin(adminEmails: ReadonlySet<string>, email: string) {
  return !isAdminEmail(adminEmails, email);
}
