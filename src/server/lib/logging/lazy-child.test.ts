import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { lazyChild } from './lazy-child';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe('a lazy child logger', () => {
  it('makes the child only when something is logged, and once', () => {
    const { logger, lines } = capturedLogger();
    const child = vi.spyOn(logger, 'child');
    const log = lazyChild(logger, { requestId: 'r-1' });
    expect(child).not.toHaveBeenCalled();
    log.info({ ticketId: 't-1' }, 'support ticket stored');
    log.warn('access refused');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 30, requestId: 'r-1', ticketId: 't-1', msg: 'support ticket stored' },
      { level: 40, requestId: 'r-1', msg: 'access refused' },
    ]);
  });

  it('keeps the parent logger’s redaction and level', () => {
    const { logger, lines } = capturedLogger();
    const log = lazyChild(logger, { requestId: 'r-2' });
    expect(log.isLevelEnabled('debug')).toBe(false);
    log.debug('not written');
    log.error({ password: 'Harbour7Lantern' }, 'sign-in failed');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'r-2', password: '[redacted]' })]);
  });
});
