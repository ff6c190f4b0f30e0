import type { TestApp } from './build-app';
import { call } from './http';
import { upload } from './uploads';

/**
 * A hand-built ICF Client Coaching Log as our ICF export writes it (day-first dates here), with
 * the blank line and the two totals rows at the end. Lines 2–4 are valid (two rows for Ben: a
 * group and an individual relationship, both from 20 January), 5–8 have errors and 9 repeats 2.
 */
export const icfLogCsv = [
  'Client Name,Contact Information,Individual/Group,Number in Group,Start Date,End Date,Paid hours,Pro-bono hours',
  'Ada Lovelace,ada@example.com,Individual,,05/01/2026,20/03/2026,"12,5",1.25',
  'Ben Okafor,+44 20 7946 0000,Group,6,2026-01-20,2026-02-20,30,0',
  'Ben Okafor,+44 20 7946 0000,Individual,,20/01/2026,20/01/2026,0,2',
  'Cleo Park,,Individual,,31/02/2026,,1,',
  'Dan Roe,,Group,,01/01/2026,,1,',
  'Eve Stone,,Individual,,01/03/2026,01/02/2026,1,',
  'Fay Wong,,Individual,,01/01/2026,,0,0',
  'Ada Lovelace,ada@example.com,Individual,,2026-01-05,2026-03-20,12.5,1.25',
  '',
  'Total,,,,,,43.50,3.25',
  'Total hours,,,,,,46.75,',
].join('\r\n');

export const importIcfLog = (
  t: TestApp,
  cookie: string,
  file: string | Uint8Array,
  fields: Record<string, string> = {},
  name = 'icf-log.csv',
) => upload(t, '/api/import/spreadsheet', { cookie, file, name, fields: { entity: 'icfLog', ...fields } });

export interface ListedSession {
  id: string;
  clientName: string;
  date: string;
  duration: number;
  payment: string;
  sessionType: string;
  groupSize: number | null;
  isImportedSummary: boolean;
  summaryEndDate: string | null;
}

export async function listSessions(t: TestApp, cookie: string): Promise<ListedSession[]> {
  return (await (await call(t, 'GET', '/api/coaching-sessions?pageSize=100', { cookie })).json()).items;
}
