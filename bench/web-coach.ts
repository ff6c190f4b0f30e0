import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PASSWORD = 'Harbour7Lantern';

async function verificationLink(outboxDir: string, email: string) {
  // Sending is asynchronous; on a busy machine it can take a while.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.json')) : [];
    for (const file of files) {
      const message = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as { to: string; text: string };
      const link = message.to === email ? /https?:\/\/\S+\/verify\?\S+/.exec(message.text)?.[0] : undefined;
      if (link) return new URL(link);
    }
    await sleep(250);
  }
  throw new Error(`no verification e-mail to ${email} in ${outboxDir}`);
}

/**
 * Signs a coach up and in through the API (a fresh trial gives the dashboard), logs three clients
 * and a dozen sessions so the dashboard has figures and recent rows to draw, and returns the
 * session cookie as a `Cookie` header value.
 */
export async function signInBenchCoach(baseUrl: string, outboxDir: string) {
  const email = `bench-web-${Date.now()}@example.com`;
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  const post = async (url: string, body: unknown, cookie?: string) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: cookie ? { ...headers, cookie } : headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '', termsAccepted: true });
  const link = await verificationLink(outboxDir, email);
  // What the link's page does: a sign-in with the link's token and the password confirms the address.
  const signedIn = await post('/api/auth/sign-in/email', {
    email,
    password: PASSWORD,
    confirmation: link.searchParams.get('token') ?? '',
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');

  for (const name of ['Alex Morgan', 'Sam Patel', 'Jo Rivera']) {
    const { client } = (await (await post('/api/clients', { name }, cookie)).json()) as { client: { id: string } };
    for (let day = 1; day <= 4; day += 1) {
      const date = new Date(Date.now() - day * 86_400_000 * 3).toISOString().slice(0, 10);
      await post('/api/coaching-sessions', { clientId: client.id, date, duration: 60 }, cookie);
    }
  }
  return cookie;
}
