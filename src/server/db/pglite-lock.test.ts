import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './pglite-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'coach-lock-'));

describe('the PGlite data folder lock', () => {
  it('refuses a folder held by another running process, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(`is in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
