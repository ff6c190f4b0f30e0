import ExcelJS from 'exceljs';
import { TEST_ORIGIN, type TestApp } from './build-app';
import type { TestResponse } from './http';

/** Posts a file and form fields as multipart/form-data, as the import page's form does. */
export function upload(
  t: TestApp,
  path: string,
  {
    cookie,
    file,
    name,
    fields = {},
  }: { cookie?: string; file: string | Uint8Array; name: string; fields?: Record<string, string> },
): Promise<TestResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([file], name));
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return t.app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: form }) as Promise<TestResponse>;
}

/** Posts a CSV or workbook to the spreadsheet import, with the form's fields. */
export const importSpreadsheet = (
  t: TestApp,
  cookie: string,
  file: string | Uint8Array,
  fields: Record<string, string>,
  name = 'data.csv',
) => upload(t, '/api/import/spreadsheet', { cookie, file, name, fields });

/** A workbook with one sheet, 'clients', of these rows. */
export async function workbookOf(rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('clients').addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
