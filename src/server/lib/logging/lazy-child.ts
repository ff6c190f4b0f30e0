import type pino from 'pino';
import type { Logger } from '../logger';

/**
 * A child logger that is made only when something is first logged through it. Every request gets
 * one carrying its request id, and most requests log nothing through it: pino's `child()` (with
 * the redaction and serializers of lib/logger.ts) cost about 7 µs of CPU a request, a fifth of a
 * small API answer (docs/performance.md).
 */
export function lazyChild(logger: Logger, bindings: pino.Bindings): Logger {
  let child: Logger | undefined;
  const made = () => (child ??= logger.child(bindings));
  return new Proxy(logger, {
    get(_parent, key) {
      const target = made();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_parent, key, value) {
      return Reflect.set(made(), key, value);
    },
  });
}
