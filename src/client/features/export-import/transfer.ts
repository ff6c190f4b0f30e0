import { ApiError, NETWORK_ERROR_MESSAGE, sendWithReauth, toApiError } from '@/client/lib/api-error';
import type { ImportResult } from '@/shared/schemas/export-import';

/** How far a transfer has got: a fraction when the total is known, bytes otherwise. */
export interface Progress {
  fraction: number | null;
  bytes: number;
}

const NEWLINE = 10;

/**
 * Downloads a file from the API while reporting progress. Backups and CSV files carry one row
 * per line, so the lines received against the rows expected give a true fraction; a workbook
 * (zipped) can only report its bytes.
 */
export async function downloadFile(
  url: string,
  { expectedLines, onProgress }: { expectedLines?: number; onProgress: (progress: Progress) => void },
) {
  let response: Response;
  try {
    response = await sendWithReauth(() => fetch(url, { credentials: 'same-origin' }));
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) throw await toApiError(response);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    if (expectedLines) for (const byte of value) if (byte === NEWLINE) lines += 1;
    onProgress({ fraction: expectedLines ? Math.min(lines / expectedLines, 1) : null, bytes });
  }
  onProgress({ fraction: 1, bytes });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), name);
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Posts an import form with XMLHttpRequest, the one browser API that reports upload progress.
 * The fraction covers the upload; once it is sent, the server's work shows as 'fraction: null'.
 */
export function uploadImport(url: string, form: FormData, onProgress: (progress: Progress) => void) {
  return new Promise<ImportResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) =>
      onProgress({ fraction: event.lengthComputable ? event.loaded / event.total : null, bytes: event.loaded });
    request.upload.onload = () => onProgress({ fraction: null, bytes: 0 });
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    request.onload = () => {
      const answer = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': 'application/json' },
      });
      if (request.status >= 200 && request.status < 300) resolve(answer.json() as Promise<ImportResult>);
      else void toApiError(answer).then(reject);
    };
    request.send(form);
  });
}
