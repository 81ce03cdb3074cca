// Route rules the release commands apply (docs/adr/008-routes-canaries-approval.md): a remote declares its exact
// routes (tooling/extract-routes.mjs reads them from its defineRemote list); a release or promotion is refused when
// one of them overlaps a route another live remote owns or the shell keeps, or when it drops a route the spec
// requires (tooling/spec-routes.mjs). The shell and the server match with the same rules
// (shared/src/contracts/platform/route-patterns.ts; a parity test keeps the two in step).
import { SPEC_ROUTES } from './spec-routes.mjs';

/** The shell's own pages: no remote may declare them (host/src/app/router.tsx renders them). */
export const HOST_ROUTES = ['/', '/settings', '/settings/catalogue', '/settings/platform'];

/** One literal segment or one `:param`; no wildcards, optional segments or regular expressions: routes are exact. */
const SEGMENT = /^(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9._~-]+)$/;

/**
 * Why a pattern is not an exact route pattern, or null when it is one.
 * @param {unknown} pattern
 * @returns {string | null}
 */
export function patternProblem(pattern) {
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) return `"${pattern}" must start with "/"`;
  if (pattern.length > 200) return `"${pattern.slice(0, 40)}…" is longer than 200 characters`;
  if (pattern === '/') return null;
  if (pattern.endsWith('/')) return `"${pattern}" must not end with "/"`;
  const bad = pattern
    .slice(1)
    .split('/')
    .find((s) => !SEGMENT.test(s));
  return bad === undefined ? null : `"${pattern}" has the segment "${bad}" (only letters, digits, . _ ~ - or one :param per segment)`;
}

/** @param {string} pattern */
const segments = (pattern) => pattern.split('/').filter(Boolean);

/**
 * Whether some path matches both patterns (the router would have to choose): the same number of segments, and at each
 * position equal literals or a parameter on either side. "/hubs/:hubId/x" and "/hubs/:id/x" overlap; so do
 * "/hubs/:hubId/x" and "/hubs/HUB-1/x".
 * @param {string} a
 * @param {string} b
 * @returns {boolean}
 */
export function patternsOverlap(a, b) {
  const sa = segments(a);
  const sb = segments(b);
  if (sa.length !== sb.length) return false;
  return sa.every((s, i) => s.startsWith(':') || sb[i]?.startsWith(':') || s === sb[i]);
}

/**
 * The shape of a pattern, parameter names dropped: "/hubs/:hubId/x" and "/hubs/:id/x" are the same route.
 * @param {string} pattern
 * @returns {string}
 */
export const routeShape = (pattern) =>
  `/${segments(pattern)
    .map((s) => (s.startsWith(':') ? ':' : s))
    .join('/')}`;

/**
 * Problems of one remote's own declaration: a malformed pattern, the same route twice, two routes the router could
 * not tell apart, or a page of the shell. Empty = fine.
 * @param {string} label e.g. "hubops 1.2.0"
 * @param {string[]} routes
 * @returns {string[]}
 */
export function declarationProblems(label, routes) {
  /** @type {string[]} */
  const problems = [];
  routes.forEach((r, i) => {
    const bad = patternProblem(r);
    if (bad) problems.push(`${label} declares an invalid route: ${bad}`);
    for (const other of routes.slice(0, i)) if (patternsOverlap(r, other)) problems.push(`${label} declares ${other} and ${r}, which match the same paths`);
    for (const h of HOST_ROUTES) if (patternsOverlap(r, h)) problems.push(`${label} claims ${r}, which is the shell's own page ${h}`);
  });
  return problems;
}

/**
 * @typedef {{ remote: string, version: string | null, routes: string[], where: string }} RouteOwner
 *   one set of routes served somewhere: a remote's live or canary version (version null = built with the shell)
 */

/** @param {RouteOwner} o */
const describe = (o) => (o.version ? `${o.remote} ${o.version}` : o.remote);

/**
 * Routes of `candidate` that another remote already serves, one sentence each naming both versions.
 * @param {{ remote: string, version: string, routes: string[] }} candidate
 * @param {RouteOwner[]} owners what is served now (the candidate's own remote is ignored: it is being replaced)
 * @returns {string[]}
 */
export function routeConflicts(candidate, owners) {
  /** @type {string[]} */
  const out = [];
  for (const route of candidate.routes) {
    for (const o of owners) {
      if (o.remote === candidate.remote) continue;
      const theirs = o.routes.find((r) => patternsOverlap(r, route));
      if (theirs)
        out.push(`${candidate.remote} ${candidate.version} claims ${route}, which ${describe(o)} owns${theirs === route ? '' : ` as ${theirs}`} (${o.where})`);
    }
  }
  return out;
}

/**
 * Spec routes that `candidate` would drop: served now by its own remote (`owners` of that remote) and neither by the
 * candidate nor by any other remote. One sentence each naming both versions and the spec section.
 * @param {{ remote: string, version: string, routes: string[] }} candidate
 * @param {RouteOwner[]} owners
 * @param {ReadonlyArray<{ path: string, spec: string }>} [spec]
 * @returns {string[]}
 */
export function droppedSpecRoutes(candidate, owners, spec = SPEC_ROUTES) {
  /** @type {string[]} */
  const out = [];
  /** @type {(routes: string[], shape: string) => boolean} */
  const has = (routes, shape) => routes.some((r) => routeShape(r) === shape);
  for (const s of spec) {
    const shape = routeShape(s.path);
    if (has(candidate.routes, shape)) continue;
    const mine = owners.find((o) => o.remote === candidate.remote && has(o.routes, shape));
    if (!mine) continue;
    if (owners.some((o) => o.remote !== candidate.remote && has(o.routes, shape))) continue;
    out.push(`${candidate.remote} ${candidate.version} drops ${s.path}, a route the spec requires (${s.spec}), which ${describe(mine)} serves (${mine.where})`);
  }
  return out;
}
