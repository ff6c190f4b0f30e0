import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOut } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

function visitor(config: { trialDays: number; communityUrl: string | null }) {
  fakeApi()
    .on('GET', '/api/me', { body: signedOut })
    .on('GET', '/api/config', { body: { captcha: false, supportEmail: null, ...config } });
}

const marketing = () => screen.getByRole('region', { name: 'Everything your coaching practice needs to log' });

describe('the landing page', () => {
  it('invites to a trial as long as the setting says, names the three bodies and pictures the verdict', async () => {
    visitor({ trialDays: 21, communityUrl: null });
    renderApp('/');
    const start = await screen.findByRole('link', { name: 'Start your 21-day free trial' });
    expect(start.getAttribute('href')).toBe('/signup');
    const bodies = screen.getByRole('list', { name: 'Credentialing bodies' });
    expect(
      within(bodies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ICF International Coaching Federation',
      'EMCC European Mentoring and Coaching Council',
      'AC Association for Coaching',
    ]);
    const picture = screen.getByRole('img', { name: /accreditation page for a goal of ICF PCC/ });
    expect(picture.textContent).toContain('ICF PCC: 4 of 5 requirements met');
    expect(await within(marketing()).findByText('21-day free trial')).toBeTruthy();
  });

  it('offers no community unless COMMUNITY_URL is set', async () => {
    visitor({ trialDays: 14, communityUrl: null });
    renderApp('/');
    await screen.findByRole('link', { name: 'Start your 14-day free trial' });
    await within(marketing()).findByText('14-day free trial');
    expect(screen.queryByRole('heading', { name: 'Join a community of coaches' })).toBeNull();
  });

  it('offers the community where COMMUNITY_URL leads', async () => {
    visitor({ trialDays: 14, communityUrl: 'https://community.example.org/' });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Join a community of coaches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit the community' }).getAttribute('href')).toBe(
      'https://community.example.org/',
    );
  });

  it('asks to sign up, not for a trial, when the trial is switched off', async () => {
    visitor({ trialDays: 0, communityUrl: null });
    renderApp('/');
    // Drawn first without the setting, the invitation waits for it before naming a trial.
    expect(await screen.findByRole('link', { name: 'Start your free trial' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /free trial/ })).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]?.getAttribute('href')).toBe('/signup');
  });
});
