import { randomBytes } from 'node:crypto';
import { defineRequestState, hasRequestState } from '@better-auth/core/context';
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';
import { hashSessionToken } from './session-token-hash';

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter;
type Row = Record<string, unknown>;

/**
 * Stores Better Auth's session tokens hashed: a copy of the database then holds no live session.
 *
 * Better Auth 1.7 has no option for this (verification identifiers have `storeIdentifier`), so the
 * adapter it talks to hashes the session model's `token`: on create (the raw token still goes back
 * to Better Auth, which signs it into the cookie) and in every `where` on it.
 *
 * Some of Better Auth's flows read session rows by user and then address them by the token they
 * read (revoking the other devices, for one). Such a row cannot carry the raw token, which is not
 * stored, and must not carry the bare hash, or a hash copied from the database would be accepted
 * where a token is expected. It carries a reference instead: the hash behind a prefix drawn at
 * random when the process starts, which the adapter recognises and no cookie can contain without
 * knowing it. References never leave the server: the endpoints that would list them are disabled
 * (see `SESSION_LISTING_PATHS`).
 *
 * Within one request, a row whose raw token the request presented (its own cookie) comes back with
 * that raw token, wherever it is read from: "revoke the other sessions" lists the user's sessions
 * and keeps the one whose token equals the current one.
 */
export function hashedSessionTokens(inner: AdapterFactory): AdapterFactory {
  const referencePrefix = `ref.${randomBytes(18).toString('base64url')}.`;
  /** Stored form → raw token, for the raw tokens seen in the current request. */
  const seenInRequest = defineRequestState(() => new Map<string, string>());

  async function requestTokens(): Promise<Map<string, string>> {
    return (await hasRequestState()) ? seenInRequest.get() : new Map();
  }

  function storedForm(token: string, seen: Map<string, string>) {
    if (token.startsWith(referencePrefix)) return token.slice(referencePrefix.length);
    const stored = hashSessionToken(token);
    seen.set(stored, token);
    return stored;
  }

  function mapWhere(where: Where[] | undefined, seen: Map<string, string>): Where[] | undefined {
    return where?.map((clause) => {
      if (clause.field !== 'token') return clause;
      if (typeof clause.value === 'string') return { ...clause, value: storedForm(clause.value, seen) };
      if (Array.isArray(clause.value)) {
        const values = (clause.value as unknown[]).map((value) =>
          typeof value === 'string' ? storedForm(value, seen) : value,
        );
        return { ...clause, value: values as string[] };
      }
      return clause;
    });
  }

  function mapRow<T>(row: T, seen: Map<string, string>): T {
    if (!row || typeof row !== 'object') return row;
    const { token } = row as Row;
    if (typeof token !== 'string') return row;
    return { ...(row as Row), token: seen.get(token) ?? `${referencePrefix}${token}` } as T;
  }

  function mapUpdate(update: Row, seen: Map<string, string>): Row {
    if (typeof update.token !== 'string') return update;
    return { ...update, token: storedForm(update.token, seen) };
  }

  function wrap<A extends DBTransactionAdapter>(adapter: A): A {
    return {
      ...adapter,
      create: async (args) => {
        if (args.model !== 'session') return adapter.create(args);
        const data = args.data as Row;
        if (typeof data.token !== 'string') return adapter.create(args);
        const seen = await requestTokens();
        const created = await adapter.create({ ...args, data: mapUpdate(data, seen) as typeof args.data });
        return mapRow(created, seen);
      },
      findOne: async (args) => {
        if (args.model !== 'session') return adapter.findOne(args);
        const seen = await requestTokens();
        const found = await adapter.findOne({ ...args, where: mapWhere(args.where, seen)! });
        return mapRow(found, seen);
      },
      findMany: async (args) => {
        if (args.model !== 'session') return adapter.findMany(args);
        const seen = await requestTokens();
        const found = await adapter.findMany({ ...args, where: mapWhere(args.where, seen) });
        return found.map((row) => mapRow(row, seen));
      },
      count: async (args) => {
        if (args.model !== 'session') return adapter.count(args);
        return adapter.count({ ...args, where: mapWhere(args.where, await requestTokens()) });
      },
      update: async (args) => {
        if (args.model !== 'session') return adapter.update(args);
        const seen = await requestTokens();
        const where = mapWhere(args.where, seen)!;
        const updated = await adapter.update({ ...args, where, update: mapUpdate(args.update, seen) });
        return mapRow(updated, seen);
      },
      updateMany: async (args) => {
        if (args.model !== 'session') return adapter.updateMany(args);
        const seen = await requestTokens();
        return adapter.updateMany({
          ...args,
          where: mapWhere(args.where, seen)!,
          update: mapUpdate(args.update, seen),
        });
      },
      delete: async (args) => {
        if (args.model !== 'session') return adapter.delete(args);
        return adapter.delete({ ...args, where: mapWhere(args.where, await requestTokens())! });
      },
      deleteMany: async (args) => {
        if (args.model !== 'session') return adapter.deleteMany(args);
        return adapter.deleteMany({ ...args, where: mapWhere(args.where, await requestTokens())! });
      },
      consumeOne: async (args) => {
        if (args.model !== 'session') return adapter.consumeOne(args);
        const seen = await requestTokens();
        return mapRow(await adapter.consumeOne({ ...args, where: mapWhere(args.where, seen)! }), seen);
      },
      incrementOne: async (args) => {
        if (args.model !== 'session') return adapter.incrementOne(args);
        const seen = await requestTokens();
        return mapRow(await adapter.incrementOne({ ...args, where: mapWhere(args.where, seen)! }), seen);
      },
    } as A;
  }

  return (options) => {
    const adapter = inner(options);
    return {
      ...wrap(adapter),
      // Better Auth runs some flows on the adapter the transaction hands it: that one is wrapped too.
      transaction: (callback) => adapter.transaction((trx) => callback(wrap(trx))),
    };
  };
}

/** Better Auth endpoints that would hand session references to the browser; the app uses neither. */
export const SESSION_LISTING_PATHS = ['/list-sessions', '/revoke-session'];
