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
