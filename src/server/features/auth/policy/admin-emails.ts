/**
 * ADMIN_EMAILS names the administrators nobody can demote or delete. Their accounts become admins
 * once the address is verified (see roles.ts); the back-office refuses to change them.
 */
export function isAdminEmail(adminEmails: ReadonlySet<string>, email: string) {
  return adminEmails.has(email.toLowerCase());
}
