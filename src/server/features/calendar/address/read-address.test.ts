import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_ADDRESS_MESSAGES } from '@/shared/schemas/calendar';
import { localHttpServer } from '@/test/local-http-server';
import { mayConnectTo, mayRequest } from './address-policy';
import { ADDRESS_READ_LIMITS, readCalendarAddress } from './read-address';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const MB = 1024 * 1024;

/** A calendar server on this machine: each path answers as a real (or hostile) one might. */
let server: Awaited<ReturnType<typeof localHttpServer>>;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = await localHttpServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const hops = /^\/hop\/(\d+)$/.exec(path);
    if (path === '/calendar.ics')
      return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
    if (hops) {
      const left = Number(hops[1]);
      return void response.writeHead(302, { location: left === 0 ? '/calendar.ics' : `/hop/${left - 1}` }).end();
    }
    if (path === '/to-metadata')
      return void response.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-private-http')
      return void response.writeHead(301, { location: 'http://10.0.0.1/calendar.ics' }).end();
    if (path === '/to-ipv4-mapped')
      return void response.writeHead(307, { location: 'https://[::ffff:192.168.1.1]/' }).end();
    if (path === '/missing') return void response.writeHead(404).end('not here');
    if (path === '/silent') return; // Never answers.
    if (path === '/trickle') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      return; // Starts, then never ends.
    }
    if (path === '/ten-mb-chunked' || path === '/ten-mb-declared') {
      response.writeHead(200, path.endsWith('declared') ? { 'content-length': String(10 * MB) } : {});
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent < 10 * MB) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('error', () => {});
      return pump();
    }
    response.writeHead(500).end();
  });
  base = server.base;
});

afterAll(() => server.close());

const onLaptop = { deployed: false };
const read = (path: string, options: Parameters<typeof readCalendarAddress>[1] = onLaptop) =>
  readCalendarAddress(`${base}${path}`, options);
const text = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('utf8');

describe('reading a calendar address', () => {
  it('reads the calendar, following up to 3 redirects and no more', async () => {
    expect(text(await read('/calendar.ics'))).toBe(CALENDAR);
    expect(text(await read('/hop/2'))).toBe(CALENDAR);
    hits.length = 0;
    await expect(read('/hop/3')).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.tooManyRedirects);
    expect(hits).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('checks every redirect again: a metadata, private or mapped private address is never asked', async () => {
    await expect(read('/to-metadata')).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.privateNetwork);
    await expect(read('/to-ipv4-mapped')).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.privateNetwork);
    // http is for this machine on a laptop only.
    await expect(read('/to-private-http')).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.notHttps);
  });

  it('refuses this machine when deployed, by address and by name, before connecting', async () => {
    const { port } = server;
    hits.length = 0;
    const deployed = { deployed: true };
    await expect(readCalendarAddress(`${base}/calendar.ics`, deployed)).rejects.toThrow(
      CALENDAR_ADDRESS_MESSAGES.notHttps,
    );
    await expect(readCalendarAddress(`https://127.0.0.1:${port}/calendar.ics`, deployed)).rejects.toThrow(
      CALENDAR_ADDRESS_MESSAGES.privateNetwork,
    );
    await expect(readCalendarAddress(`https://localhost:${port}/calendar.ics`, deployed)).rejects.toThrow(
      CALENDAR_ADDRESS_MESSAGES.privateNetwork,
    );
    expect(hits).toEqual([]);
  });

  it('gives up after its time limit, whether the server is silent or slow to finish', async () => {
    const limits = { timeoutMs: 300 };
    await expect(read('/silent', { ...onLaptop, limits })).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.timeout);
    await expect(read('/trickle', { ...onLaptop, limits })).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.timeout);
    expect(ADDRESS_READ_LIMITS.timeoutMs).toBe(10_000);
  });

  it('stops a 10 MB answer at 5 MB, declared or not', async () => {
    expect(ADDRESS_READ_LIMITS.bytes).toBe(5 * MB);
    await expect(read('/ten-mb-declared')).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.tooLarge);
    await expect(read('/ten-mb-chunked')).rejects.toThrow(CALENDAR_ADDRESS_MESSAGES.tooLarge);
  });

  it("says why in the coach's words, never with the address", async () => {
    const failure = await read('/missing').catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(CALENDAR_ADDRESS_MESSAGES.notFound);
    const refused = await readCalendarAddress('http://127.0.0.1:1/private-token.ics', onLaptop).catch(
      (error: Error) => error,
    );
    expect((refused as Error).message).toBe(CALENDAR_ADDRESS_MESSAGES.unreachable);
    expect((refused as Error).message).not.toContain('private-token');
  });
});

describe('where the reader may go', () => {
  it('connects to public addresses only, and to this machine on a laptop', () => {
    for (const address of ['8.8.8.8', '142.250.180.14', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e']) {
      expect(mayConnectTo(address, { deployed: true }), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '0.0.0.0',
      '::',
      '255.255.255.255',
      'not an address',
    ]) {
      expect(mayConnectTo(address, { deployed: true }), address).toBe(false);
    }
    expect(mayConnectTo('127.0.0.1', { deployed: false })).toBe(true);
    expect(mayConnectTo('::1', { deployed: false })).toBe(true);
    expect(mayConnectTo('169.254.169.254', { deployed: false })).toBe(false);
    expect(mayConnectTo('192.168.1.1', { deployed: false })).toBe(false);
  });

  it('asks https addresses, and http ones only of this machine on a laptop', () => {
    expect(mayRequest(new URL('https://calendar.google.com/x.ics'), { deployed: true })).toBe(true);
    expect(mayRequest(new URL('http://calendar.google.com/x.ics'), { deployed: false })).toBe(false);
    expect(mayRequest(new URL('http://localhost:4000/x.ics'), { deployed: false })).toBe(true);
    expect(mayRequest(new URL('http://[::1]:4000/x.ics'), { deployed: false })).toBe(true);
    expect(mayRequest(new URL('http://localhost:4000/x.ics'), { deployed: true })).toBe(false);
    expect(mayRequest(new URL('ftp://localhost/x.ics'), { deployed: false })).toBe(false);
  });
});
