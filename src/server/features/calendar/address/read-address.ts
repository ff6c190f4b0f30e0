import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { CALENDAR_ADDRESS_MESSAGES, CALENDAR_LIMITS } from '@/shared/schemas/calendar';
import { bareHost, mayConnectTo, mayRequest } from './address-policy';

/** What one read of a calendar address may take (issue 27). */
export const ADDRESS_READ_LIMITS: { timeoutMs: number; bytes: number; redirects: number } = {
  timeoutMs: 10_000,
  bytes: CALENDAR_LIMITS.addressBytes,
  redirects: 3,
};

/**
 * A read that failed, with the reason in the coach's words. Its message never holds the address
 * (a secret): it is stored, shown and may be logged.
 */
export class AddressReadError extends Error {
  override name = 'AddressReadError';
}

export interface ReadAddressOptions {
  /** Deployed servers never connect to this machine's own addresses. */
  deployed: boolean;
  /** The job's signal: aborted when it runs out of time or the process stops. */
  signal?: AbortSignal;
  /** Tests shorten these; the product uses ADDRESS_READ_LIMITS. */
  limits?: Partial<typeof ADDRESS_READ_LIMITS>;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves a host and answers only with addresses the server may connect to: the connection is
 * made to the very address checked, so a name that resolves differently a moment later (DNS
 * rebinding) cannot lead it elsewhere.
 */
function checkedLookup(deployed: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      // One refused address refuses the name: which one a connection would take is not ours to pick.
      if (addresses.length === 0 || addresses.some(({ address }) => !mayConnectTo(address, { deployed }))) {
        return callback(new AddressReadError(CALENDAR_ADDRESS_MESSAGES.privateNetwork), []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
}

/** One request: a redirect's location, or the body read up to the cap. */
function requestOnce(url: URL, deployed: boolean, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  const host = bareHost(url);
  if (net.isIP(host) && !mayConnectTo(host, { deployed })) {
    return Promise.reject(new AddressReadError(CALENDAR_ADDRESS_MESSAGES.privateNetwork));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: checkedLookup(deployed) as unknown as net.LookupFunction,
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'accept-encoding': 'identity', 'user-agent': 'CoachLogbook' },
        // A fresh connection each time: a kept-alive one could have been made to another address.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status < 200 || status > 299) {
          response.resume();
          return resolve({ status });
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          return reject(new AddressReadError(CALENDAR_ADDRESS_MESSAGES.tooLarge));
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          // Counted while streaming: a server that lies about its length or sends no length stops here.
          if (bytes > maxBytes) {
            response.destroy(new AddressReadError(CALENDAR_ADDRESS_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks, bytes) }));
      },
    );
    request.on('error', reject);
  });
}

/** A failure from the network in the coach's words; ours pass through as they are. */
function readFailure(error: unknown, timedOut: boolean) {
  if (timedOut) return new AddressReadError(CALENDAR_ADDRESS_MESSAGES.timeout);
  if (error instanceof AddressReadError) return error;
  return new AddressReadError(CALENDAR_ADDRESS_MESSAGES.unreachable);
}

function statusFailure(status: number) {
  if (status === 404 || status === 410) return new AddressReadError(CALENDAR_ADDRESS_MESSAGES.notFound);
  if (status === 401 || status === 403) return new AddressReadError(CALENDAR_ADDRESS_MESSAGES.refused);
  return new AddressReadError(CALENDAR_ADDRESS_MESSAGES.answered(status));
}

/**
 * Reads a calendar address as an untrusted server's answer: https only (http to this machine on
 * a laptop), never to a private, loopback, link-local or metadata address when deployed, checked
 * on the resolved address and again after each redirect (at most 3), 10 s and 5 MB at most.
 */
export async function readCalendarAddress(address: string, options: ReadAddressOptions): Promise<ArrayBuffer> {
  const limits = { ...ADDRESS_READ_LIMITS, ...options.limits };
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    if (!mayRequest(url, options)) throw new AddressReadError(CALENDAR_ADDRESS_MESSAGES.notHttps);
    let hop: Hop;
    try {
      hop = await requestOnce(url, options.deployed, limits.bytes, signal);
    } catch (error) {
      throw readFailure(error, timeout.aborted);
    }
    if (hop.body) {
      const { buffer, byteOffset, byteLength } = hop.body;
      return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
    }
    if (!hop.location) throw statusFailure(hop.status);
    if (redirects >= limits.redirects) throw new AddressReadError(CALENDAR_ADDRESS_MESSAGES.tooManyRedirects);
    if (!URL.canParse(hop.location, url.href)) throw new AddressReadError(CALENDAR_ADDRESS_MESSAGES.unreachable);
    url = new URL(hop.location, url);
  }
}
