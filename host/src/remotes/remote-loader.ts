import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteModule } from '@hub/tooling/remote-contract';
import { type ResolvedRemote } from './registry';

/** Loads remotes on demand from the run-time registry; nothing of a remote is fetched before it is asked for. */
export class RemoteLoader {
  private readonly registry: Promise<ResolvedRemote[]>;
  private readonly modules = new Map<string, Promise<RemoteModule>>();
  private readonly registered = new Set<string>();

  constructor(registry: Promise<ResolvedRemote[]>) {
    this.registry = registry;
    // An unhandled rejection here would be reported before any route asks; routes report it instead.
    registry.catch(() => undefined);
  }

  /** The remote's exposed module, loaded once; `force` drops a failed or stale load (Retry). */
  load(name: string, force = false): Promise<RemoteModule> {
    const cached = this.modules.get(name);
    if (cached && !force) return cached;
    const p = this.fetchModule(name, force);
    this.modules.set(name, p);
    p.catch(() => this.modules.delete(name));
    return p;
  }

  private async fetchModule(name: string, force: boolean): Promise<RemoteModule> {
    const remotes = await this.registry;
    const remote = remotes.find((r) => r.name === name);
    if (!remote) throw new Error(`The remote registry has no entry for ${name}`);
    if (!this.registered.has(name) || force) {
      // force re-registration clears the runtime's cached (possibly failed) container of this remote.
      registerRemotes([{ name: remote.name, entry: remote.entry }], { force: this.registered.has(name) });
      this.registered.add(name);
    }
    const mod = await loadRemote<{ remoteModule?: RemoteModule }>(`${name}/remote`);
    if (!mod?.remoteModule) throw new Error(`${name} does not expose remoteModule`);
    return mod.remoteModule;
  }
}
