import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from '@/shared/schemas/control-characters';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const putProfile = (cookie: string, body: unknown) => call(t(), 'PUT', '/api/profile', { cookie, body });
const getProfile = async (cookie: string) =>
  (await (await call(t(), 'GET', '/api/profile', { cookie })).json()).profile;

describe('profile', () => {
  it('shows the e-mail and the terms accepted at sign-up, and saves a username and display name', async () => {
    const { email, cookie } = await createCoach(t());
    const before = await getProfile(cookie);
    expect(before).toMatchObject({ email, username: null, displayName: null, termsVersion: '1.0' });
    expect(Date.parse(before.termsAcceptedAt)).not.toBeNaN();

    const saved = await putProfile(cookie, { username: 'ada.coach', displayName: '  Ada Lovelace ' });
    expect(saved.status).toBe(200);
    expect((await saved.json()).profile).toMatchObject({ username: 'ada.coach', displayName: 'Ada Lovelace' });

    const cleared = await putProfile(cookie, { username: '', displayName: '' });
    expect((await cleared.json()).profile).toMatchObject({ username: null, displayName: null });
  });

  it('saves the practice facts, keeps them when left out, and refuses a bad date or NUL', async () => {
    const { cookie } = await createCoach(t());
    expect(await getProfile(cookie)).toMatchObject({ firstPractisedOn: null, professionalMemberships: null });
    const saved = await putProfile(cookie, {
      username: 'facts',
      displayName: 'Facts',
      firstPractisedOn: '2019-04-01',
      professionalMemberships: ' ICF member since 2020; EMCC UK ',
    });
    expect((await saved.json()).profile).toMatchObject({
      firstPractisedOn: '2019-04-01',
      professionalMemberships: 'ICF member since 2020; EMCC UK',
    });
    await putProfile(cookie, { username: 'facts', displayName: 'Renamed' });
    expect(await getProfile(cookie)).toMatchObject({ displayName: 'Renamed', firstPractisedOn: '2019-04-01' });

    for (const [change, message] of [
      [{ firstPractisedOn: '2019-02-30' }, 'Please enter a valid date'],
      [{ firstPractisedOn: true }, 'Please enter a valid date'],
      [{ professionalMemberships: 'ICF\u0000' }, controlCharactersMessage('The text')],
      [
        { professionalMemberships: 'x'.repeat(2_001) },
        'Professional body memberships must be at most 2,000 characters',
      ],
    ] as const) {
      const response = await putProfile(cookie, { username: 'facts', displayName: 'Changed', ...change });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await getProfile(cookie)).toMatchObject({
      displayName: 'Renamed',
      firstPractisedOn: '2019-04-01',
      professionalMemberships: 'ICF member since 2020; EMCC UK',
    });

    const cleared = await putProfile(cookie, { firstPractisedOn: '', professionalMemberships: '' });
    expect((await cleared.json()).profile).toMatchObject({ firstPractisedOn: null, professionalMemberships: null });
  });

  it("saves the coach's time zone, keeps it when left out, and refuses a name Intl does not list", async () => {
    const { cookie } = await createCoach(t());
    expect((await getProfile(cookie)).timeZone).toBeNull();
    const saved = await putProfile(cookie, { username: 'tzone', timeZone: 'America/New_York' });
    expect((await saved.json()).profile.timeZone).toBe('America/New_York');
    await putProfile(cookie, { username: 'tzone', displayName: 'Renamed' });
    expect((await getProfile(cookie)).timeZone).toBe('America/New_York');

    const unknown = 'Choose a time zone from the list';
    for (const [timeZone, message] of [
      ...['Mars/Olympus_Mons', 'europe/london', '+01:00', 'x'.repeat(10_000), 42, null].map((name) => [name, unknown]),
      // Every JSON body is checked for control characters before its schema.
      ['Europe/London\u0000', controlCharactersMessage('The text')],
    ]) {
      const response = await putProfile(cookie, { username: 'tzone', displayName: 'Changed', timeZone });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await getProfile(cookie)).toMatchObject({ displayName: 'Renamed', timeZone: 'America/New_York' });
  });

  it('keeps usernames unique whatever their case', async () => {
    const first = await createCoach(t());
    const second = await createCoach(t());
    expect((await putProfile(first.cookie, { username: 'CoachAda' })).status).toBe(200);
    const taken = await putProfile(second.cookie, { username: 'coachada' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({
      code: 'CONFLICT',
      issues: [{ path: 'username', message: 'That username is already taken. Please choose another.' }],
    });
    expect((await getProfile(second.cookie)).username).toBeNull();
  });

  it('refuses a bad username and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    await putProfile(cookie, { username: 'kept', displayName: 'Kept' });
    for (const [username, message] of [
      ['ab', 'Username must be at least 3 characters'],
      ['a'.repeat(31), 'Username must be at most 30 characters'],
      ['has space', 'Username may contain only letters, numbers, dots, hyphens and underscores'],
    ]) {
      const response = await putProfile(cookie, { username, displayName: 'Changed' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await getProfile(cookie)).toMatchObject({ username: 'kept', displayName: 'Kept' });
  });

  it('only ever reads and changes the signed-in coach’s own profile', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    await putProfile(owner.cookie, { username: 'owner1', displayName: 'Owner' });
    await putProfile(other.cookie, { username: 'other1', displayName: 'Other' });
    expect(await getProfile(owner.cookie)).toMatchObject({ email: owner.email, username: 'owner1' });
    expect(await getProfile(other.cookie)).toMatchObject({ email: other.email, username: 'other1' });
    expect((await call(t(), 'GET', '/api/profile')).status).toBe(401);
    expect((await call(t(), 'PUT', '/api/profile', { body: { username: 'intruder' } })).status).toBe(401);
  });
});
