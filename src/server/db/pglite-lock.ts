import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it.
 * A lock file holding the owner's pid makes the second process fail with a clear message;
 * a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The database folder ${path.resolve(dataDir)} is in use by another process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another folder.',
          { cause: error },
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the database folder ${path.resolve(dataDir)}`);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
