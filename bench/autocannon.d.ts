/** The part of autocannon 9's programmatic API that the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    workers?: number;
    timeout?: number;
    headers?: Record<string, string>;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { total: number; sent: number };
  }

  /** Without a callback, the returned instance is also a promise of the result. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
