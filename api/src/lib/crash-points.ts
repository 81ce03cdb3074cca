/**
 * Named points where a test can make the api process die at once (SIGKILL, as a power cut or an OOM kill would), to
 * prove a write call applies exactly once whatever moment the process dies (test/plugins/exactly-once.test.ts;
 * docs/adr/015). Armed only by API_CRASH_AT outside production, which nothing but that test sets: unset, a point is
 * one comparison.
 */
// Never in production, whatever the environment says.
const armed = process.env.NODE_ENV === 'production' ? '' : (process.env.API_CRASH_AT ?? '');

export type CrashPoint = 'call:after-claim' | 'call:after-write' | 'call:after-answer' | 'call:after-commit';

export function crashPoint(name: CrashPoint): void {
  if (armed !== '' && armed === name) process.kill(process.pid, 'SIGKILL');
}
