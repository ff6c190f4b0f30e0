import { PassThrough } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { taskOutcome } from '../../lib/worker-pool/task-outcome';
import type { FromWriter, SheetSpec, ToWriter } from './workbook-messages';

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, spec: SheetSpec) {
  const sheet = workbook.addWorksheet(spec.name, spec.frozenHeader ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  if (spec.columns.some((column) => column.header !== undefined)) sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * Runs in a worker thread (worker-tasks.ts, ADR 033): writes the workbook whose sheets and rows
 * arrive on `port`, with exceljs' streaming writer (each row written out and released as it is
 * added), and sends the file's bytes back on the same port as they are made. The event loop only
 * reads pages from the database and forwards bytes; building the XML and compressing it happen here.
 */
export function writeWorkbookTask({ port }: { port: MessagePort }) {
  return taskOutcome(
    () =>
      new Promise<null>((resolve, reject) => {
        const send = (message: FromWriter, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);
        const output = new PassThrough();
        output.on('data', (chunk: Buffer) => {
          // A copy of its own, so that moving it to the event loop leaves no shared pool behind.
          const bytes = new Uint8Array(chunk);
          send({ type: 'chunk', bytes }, [bytes.buffer]);
        });
        output.on('end', () => {
          send({ type: 'done' });
          port.close();
          resolve(null);
        });
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream: output,
          useStyles: true,
          useSharedStrings: false,
        });
        let sheet: ExcelJS.Worksheet | null = null;
        const handle = async (message: ToWriter) => {
          if (message.type === 'sheet') {
            sheet?.commit();
            sheet = addSheet(workbook, message.spec);
          } else if (message.type === 'rows') {
            for (const values of message.rows) {
              const row = sheet!.addRow(values);
              if (message.style) row.font = message.style;
              row.commit();
            }
          } else {
            sheet?.commit();
            await workbook.commit();
            return;
          }
          send({ type: 'ready' });
        };
        port.on('message', (message: ToWriter) => {
          handle(message).catch((error: unknown) => {
            port.close();
            reject(error instanceof Error ? error : new Error(String(error)));
          });
        });
        send({ type: 'ready' });
      }),
  );
}
