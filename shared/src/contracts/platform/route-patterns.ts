/**
 * Route patterns as remotes declare them ("/hubs/:hubId/inward") and as the shell's router and the web server match
 * them: exact, case-sensitive, one segment per `:param`, a trailing slash ignored. The release commands apply the same
 * rules in tooling/route-rules.mjs (a parity test keeps the two in step).
 */

const segments = (p: string) => p.split('/').filter(Boolean);

/** The parameters when `pathname` matches `pattern` exactly, else null. */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    let g: string;
    try {
      g = decodeURIComponent(got[i]!);
    } catch {
      return null;
    }
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}

/** Whether some path matches both patterns (two remotes may never both claim it). */
export function patternsOverlap(a: string, b: string): boolean {
  const sa = segments(a);
  const sb = segments(b);
  return sa.length === sb.length && sa.every((s, i) => s.startsWith(':') || sb[i]!.startsWith(':') || s === sb[i]);
}

/** Hub ids as they appear in URLs (HUB-BLR-01). */
export const HUB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The hub a page works in: the `:hubId` of the route its path matches, else its `?hubId=` (the Hub Ops home's hub
 * picker and the monitoring dashboard keep the chosen hub there), else none. The server decides canaries by it
 * (docs/adr/008-routes-canaries-approval.md); the shell uses it to notice that a page moved to another hub.
 */
export function hubOfPage(pathname: string, search: string, patterns: Iterable<string>): string | undefined {
  let hub: string | undefined;
  for (const p of patterns) {
    const m = p.includes(':hubId') ? matchRoutePattern(p, pathname) : null;
    if (m?.hubId) {
      hub = m.hubId;
      break;
    }
  }
  hub ??= new URLSearchParams(search).get('hubId') ?? undefined;
  return hub && HUB_ID_PATTERN.test(hub) ? hub : undefined;
}
