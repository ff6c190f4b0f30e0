import { createBoundedCache, textBytes } from '../../lib/bounded-cache';

/** What one app keeps of its coaches' dashboards: about 2 KB each, so some 5,000 coaches. */
export const DASHBOARD_CACHE_BYTES = 10 * 1024 * 1024;

interface Entry {
  logbookVersion: string;
  today: string;
  /** The dashboard as JSON text: kept serialized, so that serving it again does not cost that. */
  json: string;
}

/**
 * Each coach's last dashboard, as this app computed it, with the logbook version it was computed
 * at (read in the same statement as its figures). It is served again only to the same coach, for
 * the same day, while the version the session check has just read is the same: any write to the
 * figures' tables, committed since, has bumped it (ADR 032). Kept in the app's bounded cache
 * (lib/bounded-cache.ts): a byte budget, the coach read least recently forgotten first.
 */
export function createDashboardCache(maxBytes = DASHBOARD_CACHE_BYTES) {
  const entries = createBoundedCache<Entry>({
    maxBytes,
    sizeOf: (entry) => textBytes(entry.json) + textBytes(entry.logbookVersion) + textBytes(entry.today),
  });
  return {
    get(userId: string, logbookVersion: string | null, today: string): string | undefined {
      if (logbookVersion === null) return undefined;
      const entry = entries.get(userId);
      return entry?.logbookVersion === logbookVersion && entry.today === today ? entry.json : undefined;
    },
    set(userId: string, entry: Entry) {
      entries.set(userId, entry);
    },
    get size() {
      return entries.size;
    },
  };
}

export type DashboardCache = ReturnType<typeof createDashboardCache>;
