import { bodyLimit } from 'hono/body-limit';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@/shared/schemas/calendar';
import { AppError } from '../../lib/app-error';

/** The file may be 10 MB; the multipart wrapping and the period's fields get a little room on top. */
export const calendarUploadLimit = bodyLimit({
  maxSize: CALENDAR_LIMITS.fileBytes + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', CALENDAR_MESSAGES.fileTooLarge);
  },
});

/** The uploaded calendar file's bytes, refused when empty or over 10 MB. */
export async function uploadedCalendar(value: File): Promise<ArrayBuffer> {
  if (value.size === 0) throw new AppError('BAD_REQUEST', CALENDAR_MESSAGES.noFile);
  if (value.size > CALENDAR_LIMITS.fileBytes) throw new AppError('PAYLOAD_TOO_LARGE', CALENDAR_MESSAGES.fileTooLarge);
  return value.arrayBuffer();
}
