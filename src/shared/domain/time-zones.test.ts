import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, timeZoneNames } from './time-zones';

describe('the coach time zone', () => {
  it('accepts the IANA names Intl lists, and UTC', () => {
    for (const name of ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'UTC']) {
      expect(isKnownTimeZone(name), name).toBe(true);
    }
    expect(timeZoneNames()).toContain('Europe/London');
  });

  it('accepts an alias that resolves to a listed zone, as a newer browser may report', () => {
    const listed = timeZoneNames();
    // Node 20 lists the older spellings; each alias below resolves to one of them.
    const alias = listed.includes('Europe/Kiev') ? 'Europe/Kyiv' : 'Europe/Kiev';
    expect(isKnownTimeZone(alias)).toBe(true);
  });

  it('refuses what is not an IANA name, though Intl itself would accept some', () => {
    for (const name of [
      '',
      'Mars/Olympus_Mons',
      'europe/london',
      '+01:00',
      'GMT+1',
      'Europe/London\u0000',
      'x'.repeat(500),
    ]) {
      expect(isKnownTimeZone(name), name).toBe(false);
    }
  });
});
