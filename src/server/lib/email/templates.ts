import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function linkEmail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  };
}

export const verificationEmail = (to: string, url: string) =>
  linkEmail(
    to,
    'Confirm your e-mail address',
    'Welcome to Coach Logbook. Please confirm your e-mail address to finish creating your account: the link asks for the password you chose when you signed up.',
    'Confirm my e-mail address',
    url,
    'The link is valid for 24 hours. If you did not create an account, you can ignore this e-mail.',
  );

export const passwordResetEmail = (to: string, url: string) =>
  linkEmail(
    to,
    'Reset your password',
    'Someone asked to reset the password of your Coach Logbook account.',
    'Choose a new password',
    url,
    'The link is valid for 1 hour. If you did not ask for it, you can ignore this e-mail.',
  );

/**
 * To the owner of an address someone signed up with again: the sign-up screen answers as it does
 * for a new address (nobody learns the address has an account); the owner learns it here.
 */
export function existingAccountEmail(to: string, { signInUrl, resetUrl }: { signInUrl: string; resetUrl: string }) {
  const intro = 'Someone just tried to create a Coach Logbook account with this e-mail address, which already has one.';
  const outro = 'If it was not you, you can ignore this e-mail: nothing has changed on your account.';
  return {
    to,
    subject: 'You already have a Coach Logbook account',
    text: `${intro}\n\nSign in: ${signInUrl}\n\nForgot your password? Choose a new one: ${resetUrl}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(signInUrl)}">Sign in</a></p>` +
      `<p>Forgot your password? <a href="${escapeHtml(resetUrl)}">Choose a new one</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  } satisfies MailMessage;
}

/**
 * To the address of an account still waiting for confirmation, when someone signs it up again
 * with another password: that sign-up changes nothing (ADR 038), and the owner learns how to go on.
 */
export function waitingAccountEmail(to: string, { signInUrl, resetUrl }: { signInUrl: string; resetUrl: string }) {
  const intro =
    'Someone just tried to create a Coach Logbook account with this e-mail address, which already has an account waiting for its address to be confirmed.';
  const steps =
    'If you created it, open the link in our e-mail "Confirm your e-mail address" and enter the password you chose then, or sign in with it to get a new link.';
  const outro =
    'If it was not you, you can ignore this e-mail: an account that is never confirmed is deleted after 24 hours.';
  return {
    to,
    subject: 'Your Coach Logbook account is waiting for confirmation',
    text: `${intro}\n\n${steps}\n\nSign in: ${signInUrl}\n\nDon't know that password? Choose a new one, which also confirms your address: ${resetUrl}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(steps)}</p>` +
      `<p><a href="${escapeHtml(signInUrl)}">Sign in</a></p>` +
      `<p>Don't know that password? <a href="${escapeHtml(resetUrl)}">Choose a new one</a>, which also confirms your address.</p>` +
      `<p>${escapeHtml(outro)}</p>`,
  } satisfies MailMessage;
}

/** To the owner of an account that strangers' failed sign-ins have locked (policy/unlock-links.ts). */
export const unlockSignInEmail = (to: string, url: string) =>
  linkEmail(
    to,
    'Sign in to Coach Logbook from this browser',
    'Several sign-ins to your Coach Logbook account failed just now, so it is locked for a few minutes except in browsers you have signed in with before.',
    'Sign in from this browser',
    url,
    'Open the link in the browser you want to sign in with; it works for one hour. If you did not try to sign in, someone may be guessing your password: nothing has changed on your account, and choosing a stronger password is a good idea.',
  );

/** The copy of a new support ticket sent to SUPPORT_EMAIL; replying goes straight to the coach. */
export function supportTicketEmail(
  to: string,
  ticket: { id: string; typeLabel: string; email: string; summary: string; description: string; adminUrl: string },
): MailMessage {
  const heading = `New support ticket (${ticket.typeLabel}) from ${ticket.email}`;
  return {
    to,
    replyTo: ticket.email,
    subject: `[Support] ${ticket.typeLabel}: ${ticket.summary}`,
    text: `${heading}\n\nSummary: ${ticket.summary}\n\n${ticket.description}\n\nOpen it: ${ticket.adminUrl}\n`,
    html:
      `<p>${escapeHtml(heading)}</p>` +
      `<p><strong>Summary:</strong> ${escapeHtml(ticket.summary)}</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(ticket.description)}</p>` +
      `<p><a href="${escapeHtml(ticket.adminUrl)}">Open the ticket</a></p>`,
  };
}

export const invitationEmail = (
  to: string,
  url: string,
  invitation: { isFreeAccount: boolean; expiresAt: Date | null },
) =>
  linkEmail(
    to,
    'You are invited to Coach Logbook',
    invitation.isFreeAccount
      ? 'You have been invited to Coach Logbook, the practice logbook for coaches, with a free account: no payment is needed.'
      : 'You have been invited to Coach Logbook, the practice logbook for coaches.',
    'Create my account',
    url,
    invitation.expiresAt
      ? `Sign up with this e-mail address before ${invitation.expiresAt.toUTCString()}. If you already have an account, just sign in.`
      : 'Sign up with this e-mail address. If you already have an account, just sign in.',
  );
