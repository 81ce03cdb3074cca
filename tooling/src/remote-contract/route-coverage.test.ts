import path from 'node:path';
import { type RemoteModule } from './index';

// The host's route table and the remotes' screen declarations are built separately; this test (in the package that
// knows every remote) is where they meet. A host route no screen renders, or a screen no route reaches, fails here.
const ROOT = path.resolve(__dirname, '../../..');
// Loaded by computed path on purpose: packages never import each other's source (lint); this test only reads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(file: string): T => require(path.join(ROOT, file)) as T;
const { REMOTES } = load<{ REMOTES: ReadonlyArray<{ name: string; dir: string }> }>('tooling/federation.mjs');
const { ROUTE_TABLE } = load<{ ROUTE_TABLE: ReadonlyArray<{ path: string; remote: string }> }>('host/src/app/route-table.ts');

describe('every route has exactly one screen, every screen a route', () => {
  it.each(REMOTES.map((r) => [r.name, r.dir] as const))('%s: its screens are exactly the host routes sent to it', (name, dir) => {
    const { remoteModule } = load<{ remoteModule: RemoteModule }>(`${dir}/src/remote.tsx`);
    expect(remoteModule.name).toBe(name);
    const declared = remoteModule.screens.map((s) => s.path).sort();
    const routed = ROUTE_TABLE.filter((r) => r.remote === name)
      .map((r) => r.path)
      .sort();
    expect(declared).toEqual(routed);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('routes nothing to a remote that does not exist', () => {
    const names = new Set(REMOTES.map((r) => r.name));
    expect(ROUTE_TABLE.filter((r) => !names.has(r.remote))).toEqual([]);
  });

  it('derives the drawer entries from the screens that declare one', () => {
    const { remoteModule } = load<{ remoteModule: RemoteModule }>('remote-field-exec/src/remote.tsx');
    expect(remoteModule.navEntries).toEqual([
      { label: 'Field Executive List', path: '/field-executives' },
      { label: 'Hub Management', path: '/field-executives/hub-management', requires: 'isHubManager' },
    ]);
  });
});
