/** Coaches whose last dashboard one process keeps: about 2 KB each. */
const DASHBOARD_CACHE_LIMIT = 5_000;

interface Entry {
  logbookVersion: string;
  today: string;
  /** The dashboard as JSON text: kept serialized, so that serving it again does not cost that. */
  json: string;
}

/**
 * Each coach's last dashboard, as this process computed it, with the logbook version it was
 * computed at (read in the same statement as its figures). It is served again only to the same
 * coach, for the same day, while the version the session check has just read is the same: any
 * write to the figures' tables, committed since, has bumped it (ADR 032). Nothing is kept
 * across processes, and a full cache forgets its oldest coach first.
 */
export function createDashboardCache(limit = DASHBOARD_CACHE_LIMIT) {
  const entries = new Map<string, Entry>();
  return {
    get(userId: string, logbookVersion: string | null, today: string): string | undefined {
      if (logbookVersion === null) return undefined;
      const entry = entries.get(userId);
      return entry?.logbookVersion === logbookVersion && entry.today === today ? entry.json : undefined;
    },
    set(userId: string, entry: Entry) {
      entries.delete(userId);
      entries.set(userId, entry);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

export type DashboardCache = ReturnType<typeof createDashboardCache>;
