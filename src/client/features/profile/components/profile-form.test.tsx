import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import type { Profile } from '@/shared/schemas/profile';

const profile = (timeZone: string | null): Profile => ({
  email: 'coach@example.com',
  username: null,
  displayName: null,
  firstPractisedOn: null,
  professionalMemberships: null,
  timeZone,
  termsAcceptedAt: null,
  termsVersion: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function serveProfile(timeZone: string | null) {
  fakeLogbook(fakeApi());
  fakeApi()
    .on('GET', '/api/profile', { body: { profile: profile(timeZone) } })
    .on('PUT', '/api/profile', (request) => ({
      body: { profile: { ...profile(null), ...(request.body as Partial<Profile>) } },
    }));
}

const timeZoneSelect = async () => (await screen.findByLabelText('Time zone')) as HTMLSelectElement;

describe("the coach's time zone on the profile", () => {
  it("offers the browser's zone until the coach saves one, and sends the one chosen", async () => {
    serveProfile(null);
    const { user } = renderApp('/profile');
    expect((await timeZoneSelect()).value).toBe(browserTimeZone());

    fireEvent.change(await timeZoneSelect(), { target: { value: 'Pacific/Auckland' } });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile updated successfully');
    expect(fakeApi().requests('PUT', '/api/profile')[0]?.body).toMatchObject({ timeZone: 'Pacific/Auckland' });
  });

  it('shows the saved zone, even one this browser spells differently', async () => {
    serveProfile('Europe/Kyiv');
    renderApp('/profile');
    expect((await timeZoneSelect()).value).toBe('Europe/Kyiv');
  });
});
