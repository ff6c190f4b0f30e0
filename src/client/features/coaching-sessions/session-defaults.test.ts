import { describe, expect, it } from 'vitest';
import { defaultsFromLastSession, sessionSavedMessage } from './session-defaults';

describe('a new session’s defaults', () => {
  it('start from the last session: its client, length, type, group size and payment', () => {
    const last = {
      clientId: '4b0f3c1e-1d2a-4c3b-9a8e-2f6d7c5b4a39',
      duration: 90,
      sessionType: 'group' as const,
      groupSize: 6,
      payment: 'pro_bono' as const,
    };
    expect(defaultsFromLastSession({ ...last, clientName: 'Ann' })).toEqual(last);
  });

  it('are empty before the first session, but for the client given', () => {
    expect(defaultsFromLastSession(null)).toEqual({});
    expect(defaultsFromLastSession(undefined, 'client-2')).toEqual({ clientId: 'client-2' });
  });

  it('take the client given, with the last session’s length, type and payment', () => {
    const last = {
      clientId: 'a',
      clientName: 'Ann',
      duration: 45,
      sessionType: 'individual' as const,
      groupSize: null,
      payment: 'paid' as const,
    };
    expect(defaultsFromLastSession(last, 'b')).toEqual({
      clientId: 'b',
      duration: 45,
      sessionType: 'individual',
      groupSize: null,
      payment: 'paid',
    });
  });
});

describe('the saved toast', () => {
  it('names the client and the day', () => {
    expect(sessionSavedMessage('Amelia Clarke', '2026-10-21', '2026-11-27')).toBe(
      'Session with Amelia Clarke on 21 October saved',
    );
  });

  it('shows the year when it is not this year, so a slipped year shows', () => {
    expect(sessionSavedMessage('Amelia Clarke', '2025-10-21', '2026-11-27')).toBe(
      'Session with Amelia Clarke on 21 October 2025 saved',
    );
    expect(sessionSavedMessage('Amelia Clarke', '1920-11-27', '2026-11-27')).toBe(
      'Session with Amelia Clarke on 27 November 1920 saved',
    );
  });
});
