import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import type { Workers } from '../../worker-tasks';
import type { Cell, FromWriter, RowStyle, SheetSpec, ToWriter } from './workbook-messages';

/** What a download's content is written with: sheets, then their rows, a page at a time. */
export interface WorkbookBuilder {
  sheet(spec: SheetSpec): Promise<void>;
  rows(rows: Cell[][], style?: RowStyle): Promise<void>;
}

/** A workbook of every list at its limit takes tens of seconds; past this the thread is stopped. */
const WRITE_TIMEOUT_MS = 10 * 60_000;

/**
 * A workbook download, written in a worker thread (write-workbook.task.ts) while `build` reads its
 * rows on the event loop and sends them a page at a time. Answers once the thread has started
 * (a full pool is refused then, as SERVER_BUSY, before any byte is sent); the bytes then flow to
 * the response as they are made. The thread never waits on the browser: what the browser has not
 * taken yet waits in this process, at most the file's compressed size (which the account limits
 * bound), so that a slow download cannot hold a thread that other coaches' uploads need.
 */
export async function workbookDownload(
  workers: Workers,
  build: (book: WorkbookBuilder) => Promise<void>,
): Promise<Readable> {
  const { port1: port, port2: threadPort } = new MessageChannel();
  const output = new Readable({ read() {} });
  let ready: (() => void) | null = null;
  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  port.on('message', (message: FromWriter) => {
    if (message.type === 'chunk')
      output.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    else if (message.type === 'ready') ready?.();
    else finished();
  });
  const writing = workers.run(
    'writeWorkbook',
    { port: threadPort },
    {
      transferList: [threadPort],
      tooHeavy: 'The file is too large to write. Try again later, or export the lists one by one as CSV.',
      timeoutMs: WRITE_TIMEOUT_MS,
    },
  );
  const failed = writing.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => Promise.reject(error),
  );
  // Seen by whichever wait comes next; never an unhandled rejection in between.
  failed.catch(() => {});
  const next = () => Promise.race([new Promise<void>((resolve) => (ready = resolve)), failed]);
  const send = (message: ToWriter) => {
    const answered = next();
    port.postMessage(message);
    return answered;
  };
  // The thread says it is ready once it has started: until then a refusal is still an answer.
  await next();
  void (async () => {
    try {
      await build({
        sheet: (spec) => send({ type: 'sheet', spec }),
        rows: (rows, style) => send({ type: 'rows', rows, ...(style ? { style } : {}) }),
      });
      port.postMessage({ type: 'end' } satisfies ToWriter);
      await Promise.race([Promise.all([writing, done]), failed]);
      output.push(null);
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      port.close();
    }
  })();
  return output;
}
