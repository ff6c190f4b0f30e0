import { describe, expect, it } from 'vitest';
import { call } from '@/test/http';
import { useLoggedApps } from '@/test/logged-app';

const { t, lines, expectNoneInLog } = useLoggedApps();

const reports = () => lines.filter((line) => line.event === 'landing_link_error');

describe('an auth error that comes back to the landing page', () => {
  it('is logged as its known code and whether a description came, for anyone, with nothing stored', async () => {
    const sent = await call(t(), 'POST', '/api/auth-links/landing-error', {
      body: { code: 'otp_expired', described: true },
    });
    expect(sent.status).toBe(204);
    expect(reports().map(({ code, described, level }) => ({ code, described, level }))).toEqual([
      { code: 'otp_expired', described: true, level: 40 },
    ]);
  });

  it('refuses any code it does not know, and never logs what was sent', async () => {
    const secret = 'ann.lee@example.com eyJhbGciOiJIUzI1NiJ9.secret';
    const before = reports().length;
    for (const body of [
      { code: secret, described: false },
      { code: 'other', described: 'yes' },
    ]) {
      expect((await call(t(), 'POST', '/api/auth-links/landing-error', { body })).status).toBe(400);
    }
    expect(reports()).toHaveLength(before);
    // A description sent anyway is not read.
    const extra = { code: 'other', described: true, description: secret };
    expect((await call(t(), 'POST', '/api/auth-links/landing-error', { body: extra })).status).toBe(204);
    expect(
      reports()
        .slice(before)
        .map(({ code, described }) => ({ code, described })),
    ).toEqual([{ code: 'other', described: true }]);
    expectNoneInLog(['ann.lee@example.com', 'eyJhbGciOiJIUzI1NiJ9']);
  });
});
