import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function captured() {
  const written: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', sink), written };
}

describe('the logger', () => {
  it('redacts secrets a careless caller passes, at the top, one level down and in Better Auth details', () => {
    const { logger, written } = captured();
    logger.info({ password: 'Top1Password', body: { newPassword: 'Nested2Password', token: 'tok-123' } }, 'one');
    logger.warn({ details: [{ currentPassword: 'Detail3Password', backupCodes: ['abcde-12345'] }] }, 'two');
    logger.info({ headers: { cookie: 'better-auth.session_token=s3cr3t', 'set-cookie': 'x=y' } }, 'three');
    const text = written.join('');
    for (const secret of [
      'Top1Password',
      'Nested2Password',
      'tok-123',
      'Detail3Password',
      'abcde-12345',
      's3cr3t',
      'x=y',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text.match(/\[redacted\]/g)).toHaveLength(7);
  });

  it('writes a client’s text as an escaped JSON value, so it cannot start a forged line', () => {
    const { logger, written } = captured();
    logger.info({ path: '/x\n{"level":30,"msg":"auth event","event":"sign_in"}' }, 'request');
    expect(written).toHaveLength(1);
    expect(written[0]!.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({ msg: 'request' });
  });
});
