// autocannon ships no types; the bench uses its promise API only.
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
  export = autocannon;
}
