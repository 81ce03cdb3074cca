/** @jest-environment node */
import path from 'node:path';
import { matchRoutePattern, patternsOverlap as sharedOverlap } from '@hub/shared/contracts';
import { readDeclaredRoutes } from '../../extract-routes.mjs';
import { declarationProblems, droppedSpecRoutes, patternProblem, patternsOverlap, routeConflicts, routeShape } from '../../route-rules.mjs';

const live = (remote: string, version: string | null, routes: string[], where = 'live in prod') => ({ remote, version, routes, where });

describe('route conflict detection', () => {
  it.each<[string, string, boolean]>([
    ['/hubs/:hubId/inward', '/hubs/:hubId/inward', true],
    ['/hubs/:hubId/inward', '/hubs/:id/inward', true],
    ['/hubs/:hubId/inward', '/hubs/HUB-1/inward', true],
    ['/hubs/:hubId/inward', '/hubs/:hubId/Inward', false],
    ['/hubs/:hubId/inward', '/hubs/:hubId/inward/:x', false],
    ['/venus', '/venus/board', false],
    ['/:area', '/venus', true],
    ['/', '/', true],
  ])('%s and %s overlap: %s (and the shell matches the same way)', (a, b, overlap) => {
    expect(patternsOverlap(a, b)).toBe(overlap);
    expect(sharedOverlap(a, b)).toBe(overlap);
  });

  it('matches a concrete path like the shell does where the patterns overlap', () => {
    expect(matchRoutePattern('/hubs/:id/inward', '/hubs/HUB-1/inward')).toEqual({ id: 'HUB-1' });
    expect(routeShape('/hubs/:hubId/zonesVisiblity/:zoneId')).toBe('/hubs/:/zonesVisiblity/:');
  });

  it('names both versions when a release claims a route another live remote owns', () => {
    const owners = [live('venus', '1.0.0', ['/venus', '/venus/board']), live('runsheet', '1.0.0', ['/hubs/:hubId/closeRunsheet'])];
    expect(routeConflicts({ remote: 'runsheet', version: '2.1.0', routes: ['/hubs/:hubId/closeRunsheet', '/venus/board'] }, owners)).toEqual([
      'runsheet 2.1.0 claims /venus/board, which venus 1.0.0 owns (live in prod)',
    ]);
    expect(
      routeConflicts({ remote: 'hubops', version: '1.3.0', routes: ['/hubs/:id/closeRunsheet'] }, [
        live('runsheet', null, ['/hubs/:hubId/closeRunsheet'], "the shell's build, in dev"),
      ]),
    ).toEqual(["hubops 1.3.0 claims /hubs/:id/closeRunsheet, which runsheet owns as /hubs/:hubId/closeRunsheet (the shell's build, in dev)"]);
    // Its own remote's routes are being replaced: no conflict with itself.
    expect(routeConflicts({ remote: 'venus', version: '1.1.0', routes: ['/venus'] }, owners)).toEqual([]);
  });

  it('names both versions and the spec when a release drops a route the spec requires', () => {
    const spec = [
      { path: '/hubs/:hubId/inward', spec: 'spec 000 §2' },
      { path: '/orgs/:orgId', spec: 'spec 002 §2, route chosen for the org view' },
    ];
    const owners = [live('hubops', '1.1.0', ['/hubs', '/hubs/:hubId/inward'])];
    expect(droppedSpecRoutes({ remote: 'hubops', version: '1.2.0', routes: ['/hubs'] }, owners, spec)).toEqual([
      'hubops 1.2.0 drops /hubs/:hubId/inward, a route the spec requires (spec 000 §2), which hubops 1.1.0 serves (live in prod)',
    ]);
    // Another remote serving it (a route moving between areas) is no drop; a spec route nobody served yet is not either.
    expect(
      droppedSpecRoutes({ remote: 'hubops', version: '1.2.0', routes: ['/hubs'] }, [...owners, live('totes', '2.0.0', ['/hubs/:x/inward'])], spec),
    ).toEqual([]);
    expect(droppedSpecRoutes({ remote: 'hubops', version: '1.2.0', routes: ['/hubs', '/hubs/:id/inward'] }, owners, spec)).toEqual([]);
  });

  it('refuses a declaration the router could not serve exactly', () => {
    expect(patternProblem('/hubs/*')).toBe('"/hubs/*" has the segment "*" (only letters, digits, . _ ~ - or one :param per segment)');
    expect(patternProblem('hubs')).toBe('"hubs" must start with "/"');
    expect(declarationProblems('hubops 1.2.0', ['/hubs', '/hubs/:a/x', '/hubs/:b/x', '/settings', '/hubs/'])).toEqual([
      'hubops 1.2.0 declares /hubs/:a/x and /hubs/:b/x, which match the same paths',
      "hubops 1.2.0 claims /settings, which is the shell's own page /settings",
      'hubops 1.2.0 declares an invalid route: "/hubs/" must not end with "/"',
      'hubops 1.2.0 declares /hubs and /hubs/, which match the same paths',
    ]);
  });
});

describe('routes read from a remote’s defineRemote list at build time', () => {
  it('imports remote.tsx in Node (lazy screens, stylesheets) and returns its routes', () => {
    const dir = path.join(__dirname, 'fixtures', 'remote-sample');
    expect(readDeclaredRoutes(dir, 'runsheet')).toEqual(['/hubs/:hubId/closeRunsheet', '/hubs/:hubId/runsheetHistory']);
    expect(() => readDeclaredRoutes(dir, 'venus')).toThrow('declares the remote "runsheet", not "venus"');
    expect(() => readDeclaredRoutes(path.join(__dirname, 'fixtures', 'missing'), 'runsheet')).toThrow('Could not read the routes runsheet declares');
  }, 60_000);
});
