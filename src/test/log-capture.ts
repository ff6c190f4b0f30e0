import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger whose JSON lines land in `lines`, for tests that check what the server logs. */
export function captureLogger(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}
