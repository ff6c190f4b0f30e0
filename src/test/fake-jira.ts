import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JiraRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert the shape they read
  body: any;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeJira {
  url: string;
  requests: JiraRequest[];
  /** What the next calls answer (status, JSON, headers), in order; afterwards 201 with a new key. */
  failNext(...answers: FakeAnswer[]): void;
  /** Forgets the calls, the queued answers and the issue numbers (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for Jira Cloud's REST API: records calls, answers like Jira. */
export async function startFakeJira(projectKey = 'SUP'): Promise<FakeJira> {
  const requests: JiraRequest[] = [];
  const queued: FakeAnswer[] = [];
  let issueNumber = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test then sees it was not JSON.
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const answer = queued.shift();
      response.setHeader('content-type', 'application/json');
      if (answer) {
        response.statusCode = answer.status;
        for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
        response.end(JSON.stringify(answer.body ?? {}));
        return;
      }
      issueNumber += 1;
      response.statusCode = 201;
      response.end(
        JSON.stringify({ id: String(10000 + issueNumber), key: `${projectKey}-${issueNumber}`, self: 'http://jira' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (...answers) => queued.push(...answers),
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      issueNumber = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
