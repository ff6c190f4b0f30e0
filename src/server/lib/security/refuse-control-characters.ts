import type { MiddlewareHandler } from 'hono';
import {
  controlCharactersMessage,
  findControlCharacter,
  hasControlCharacters,
} from '@/shared/schemas/control-characters';
import type { AppEnv } from '../../app-env';
import { AppError } from '../app-error';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
function refused(path: string) {
  const message = controlCharactersMessage('The text');
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

function decoded(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A net under every API route, Better Auth's included: a path, query or JSON body holding U+0000
 * or another control character is refused with a 400 before any route reads it, so none reaches
 * a query (PostgreSQL refuses U+0000 with an error that would otherwise be a 500). The shared
 * form schemas refuse the same characters field by field, with the field's name; imported files
 * are checked cell by cell where they are read.
 */
export const refuseControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The path and query as sent, cut from the URL's text: a parsed URL object per request is
  // measurable work on every API call (docs/performance.md).
  const url = c.req.url;
  const query = url.indexOf('?');
  const path = url.slice(url.indexOf('/', url.indexOf('://') + 3), query === -1 ? undefined : query);
  if (hasControlCharacters(decoded(path))) throw refused('path');
  if (query !== -1) {
    for (const [key, value] of new URLSearchParams(url.slice(query + 1))) {
      if (hasControlCharacters(key) || hasControlCharacters(value)) throw refused(key);
    }
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.raw.clone().text());
    } catch {
      // Malformed JSON is the route's to refuse, with its own message.
      return next();
    }
    const path = findControlCharacter(body);
    if (path !== null) throw refused(path || 'body');
  }
  return next();
};
