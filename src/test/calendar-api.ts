import { expect } from 'vitest';
import { calendarFixture, type CalendarFixture } from './calendars';
import type { TestApp } from './build-app';
import { call } from './http';
import { upload } from './uploads';

export const WIDE_PERIOD = { from: '2026-10-01', to: '2026-11-27' };

/** Uploads a calendar file (a fixture or text) for a period, as the page's file input does. */
export function uploadCalendar(
  t: TestApp,
  cookie: string,
  file: CalendarFixture | { text: string | Uint8Array },
  period: Record<string, string> = WIDE_PERIOD,
) {
  const content = typeof file === 'string' ? calendarFixture(file) : file.text;
  return upload(t, '/api/calendar/files', { cookie, file: content, name: 'calendar.ics', fields: period });
}

export async function readCalendarFile(t: TestApp, cookie: string, file: CalendarFixture, period = WIDE_PERIOD) {
  const response = await uploadCalendar(t, cookie, file, period);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).read as { events: number; proposed: number };
}

export interface ListedProposal {
  id: string;
  date: string;
  title: string;
  startsAt: string;
  client: { id: string; name: string } | null;
  alreadyLogged: boolean;
}

export async function listProposals(t: TestApp, cookie: string, page = 1) {
  const response = await call(t, 'GET', `/api/calendar/proposals?page=${page}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    proposals: ListedProposal[];
    total: number;
    matchedToLog: number;
    timeZone: string;
  };
}
