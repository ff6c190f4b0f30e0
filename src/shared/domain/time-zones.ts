/**
 * The coach's time zone is an IANA name ('Europe/London'), checked against the list this
 * JavaScript engine knows (Intl), so the server and the browser agree on what is valid. A browser
 * with newer time zone data may report a newer alias of a listed zone ('Europe/Kyiv' for
 * 'Europe/Kiev'): an alias is accepted when the engine resolves it to a listed zone.
 */
let knownZones: ReadonlySet<string> | undefined;

/** Every zone the engine lists, plus UTC (which Intl resolves but does not list), A to Z. */
export function timeZoneNames(): readonly string[] {
  return [...zones()].sort();
}

function zones(): ReadonlySet<string> {
  knownZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return knownZones;
}

function resolvedZone(name: string) {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A listed IANA name, written as the list writes it, or an alias the engine resolves to one. */
export function isKnownTimeZone(name: string) {
  if (zones().has(name)) return true;
  // Intl also accepts 'europe/london' and '+01:00'; a stored name must be a real IANA name.
  if (!/^[A-Z][A-Za-z_-]*(\/[A-Z0-9][A-Za-z0-9_+-]*){1,2}$/.test(name)) return false;
  const resolved = resolvedZone(name);
  return resolved !== null && resolved !== name && zones().has(resolved);
}

/** The zone the coach chose, or UTC when they have not (a server has no browser to ask). */
export const FALLBACK_TIME_ZONE = 'UTC';
