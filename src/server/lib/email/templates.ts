import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
    'Welcome to Coach Logbook. Please confirm your e-mail address to finish creating your account.',
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
