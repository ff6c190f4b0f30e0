import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';

// The smallest heap the setting allows: parsed, this file would outgrow it.
const t = useTestApp({ WORKER_HEAP_MB: '64' });

describe('a backup that would outgrow its worker thread', () => {
  it('is refused before it is parsed: the coach is told, and the server answers everyone as before', async () => {
    const { cookie } = await createCoach(t());
    // 9 MB of JSON that parses into three million arrays: far more than 64 MB of heap.
    const greedy = `{"clients":[${'[],'.repeat(3_000_000)}[]]}`;
    const refused = await upload(t(), '/api/import/backup', { cookie, file: greedy, name: 'backup.json' });
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toBe(
      'The backup is too complex to read. Check that it is a Coach Logbook backup.',
    );

    expect((await call(t(), 'GET', '/api/health')).status).toBe(200);
    const next = await upload(t(), '/api/import/spreadsheet', {
      cookie,
      file: 'Name\r\nAda\r\n',
      name: 'clients.csv',
      fields: { entity: 'clients', dryRun: 'false' },
    });
    expect(await next.json()).toMatchObject({ committed: true, created: { clients: 1 } });
  }, 120_000);
});
