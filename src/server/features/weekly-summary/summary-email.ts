import { formatHoursShort, minutesToHours } from '@/shared/domain/hours';
import type { MailMessage } from '../../lib/email/mailer';
import { escapeHtml } from '../../lib/email/templates';
import type { SummaryContent } from './summary-content';

/** Each paragraph of the summary: a sentence, and the page it is about. */
interface Paragraph {
  text: string;
  link: { label: string; url: string };
}

const longDate = (
  iso: string,
  parts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
) => new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** '23–29 November 2026', '30 November – 6 December 2026', '28 December 2026 – 3 January 2027'. */
export function formatWeek({ from, to }: { from: string; to: string }) {
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${longDate(from)} – ${longDate(to)}`;
  if (from.slice(0, 7) !== to.slice(0, 7))
    return `${longDate(from, { day: 'numeric', month: 'long' })} – ${longDate(to)}`;
  return `${longDate(from, { day: 'numeric' })}–${longDate(to)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function paragraphs(content: SummaryContent, appUrl: string): Paragraph[] {
  const { lastWeek, nextStep, renewals } = content;
  const accreditation = `${appUrl}/accreditation`;
  const list: Paragraph[] = [
    lastWeek.sessions === 0
      ? { text: 'Last week: no coaching sessions logged.', link: { label: 'Log a session', url: `${appUrl}/sessions` } }
      : {
          text: `Last week: ${formatHoursShort(minutesToHours(lastWeek.minutes))} of coaching in ${plural(lastWeek.sessions, 'session', 'sessions')}.`,
          link: { label: 'See your sessions', url: `${appUrl}/sessions` },
        },
  ];
  if (content.waitingFromCalendar > 0) {
    list.push({
      text: `From your calendar: ${plural(content.waitingFromCalendar, 'session', 'sessions')} waiting to be logged.`,
      link: { label: 'Log them', url: `${appUrl}/sessions/from-calendar` },
    });
  }
  if (nextStep) {
    const credential = `${nextStep.body} ${nextStep.level}`;
    list.push(
      nextStep.met >= nextStep.total
        ? {
            text: `Next step: you meet every requirement for ${credential}.`,
            link: { label: 'See how to apply', url: accreditation },
          }
        : {
            text: `Next step towards ${credential}: ${nextStep.met} of ${nextStep.total} requirements met.`,
            link: { label: 'See what is missing', url: accreditation },
          },
    );
  }
  for (const renewal of renewals) {
    const due = `Renewal: ${renewal.body} ${renewal.level} is due on ${longDate(renewal.dueOn)}`;
    list.push({
      text:
        renewal.missing === 0
          ? `${due}; everything it needs is in place.`
          : `${due}, ${plural(renewal.missing, 'requirement', 'requirements')} still missing.`,
      link: { label: 'Check your renewal', url: accreditation },
    });
  }
  return list;
}

/**
 * The weekly summary: plain and short, a link to each page, and a one-click unsubscribe in the
 * text and in the List-Unsubscribe headers (RFC 8058; the relay's DKIM signature must cover them).
 */
export function weeklySummaryEmail(
  to: string,
  content: SummaryContent,
  links: { appUrl: string; unsubscribe: { page: string; api: string } },
): MailMessage {
  const week = formatWeek(content.week.lastWeek);
  const title = `Your week in Coach Logbook: ${week}`;
  const body = paragraphs(content, links.appUrl);
  const why = 'You get this e-mail because you turned on the weekly summary in your account';
  const account = `${links.appUrl}/account`;
  return {
    to,
    subject: title,
    text:
      `${title}\n\n` +
      body.map((paragraph) => `${paragraph.text}\n${paragraph.link.label}: ${paragraph.link.url}\n\n`).join('') +
      `-- \n${why}: ${account}\nUnsubscribe with one click: ${links.unsubscribe.page}\n`,
    html:
      `<p><strong>${escapeHtml(title)}</strong></p>` +
      body
        .map(
          (paragraph) =>
            `<p>${escapeHtml(paragraph.text)}<br><a href="${escapeHtml(paragraph.link.url)}">${escapeHtml(paragraph.link.label)}</a></p>`,
        )
        .join('') +
      `<p style="color:#555;font-size:13px">${escapeHtml(why)} (<a href="${escapeHtml(account)}">Account</a>).<br>` +
      `<a href="${escapeHtml(links.unsubscribe.page)}">Unsubscribe with one click</a></p>`,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe.api}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
