import path from 'node:path';
import { type RemoteModule } from './index';

// Each remote declares its own routes (its defineRemote list; the build publishes them, the registry carries them to
// the shell). This test, in the package that knows every remote, checks the union against the product's route list
// (tooling/spec-routes.mjs: spec 000 §2, 001 §2 and the routes chosen for 002): a spec route nobody serves, a route
// the list does not know, or two remotes claiming one path fails here. A new route is one line in spec-routes.mjs.
const ROOT = path.resolve(__dirname, '../../..');
// Loaded by computed path on purpose: packages never import each other's source (lint); this test only reads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(file: string): T => require(path.join(ROOT, file)) as T;
const { REMOTES } = load<{ REMOTES: ReadonlyArray<{ name: string; dir: string }> }>('tooling/federation.mjs');
const { SPEC_ROUTES } = load<{ SPEC_ROUTES: ReadonlyArray<{ path: string; spec: string }> }>('tooling/spec-routes.mjs');
const { declarationProblems, patternsOverlap } = load<{
  declarationProblems: (label: string, routes: string[]) => string[];
  patternsOverlap: (a: string, b: string) => boolean;
}>('tooling/route-rules.mjs');

const declared = REMOTES.map((r) => ({ ...r, module: load<{ remoteModule: RemoteModule }>(`${r.dir}/src/remote.tsx`).remoteModule }));
const routesOf = (m: RemoteModule) => m.screens.map((s) => s.path);

describe('the routes the remotes declare', () => {
  it.each(declared.map((d) => [d.name, d] as const))('%s declares itself and exact routes the router can tell apart', (name, d) => {
    expect(d.module.name).toBe(name);
    expect(declarationProblems(name, routesOf(d.module))).toEqual([]);
  });

  it('together serve exactly the spec’s routes (000 §2, 001 §2) and the routes chosen for 002', () => {
    const union = declared.flatMap((d) => routesOf(d.module)).sort();
    expect(union).toEqual(SPEC_ROUTES.map((s) => s.path).sort());
  });

  it('never claim one path twice across remotes', () => {
    const clashes: string[] = [];
    for (const a of declared)
      for (const b of declared)
        if (a.name < b.name)
          for (const ra of routesOf(a.module))
            for (const rb of routesOf(b.module)) if (patternsOverlap(ra, rb)) clashes.push(`${a.name} ${ra} / ${b.name} ${rb}`);
    expect(clashes).toEqual([]);
  });

  it('derives the drawer entries from the screens that declare one', () => {
    const fieldExec = declared.find((d) => d.name === 'fieldExec')!.module;
    expect(fieldExec.navEntries).toEqual([
      { label: 'Field Executive List', path: '/field-executives' },
      { label: 'Hub Management', path: '/field-executives/hub-management', requires: 'isHubManager' },
    ]);
  });
});
