import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteModule } from '@hub/tooling/remote-contract';
import { type Pin } from './pin-storage';
import { type RegistryDocument, type ResolvedRemote } from './registry';
import { failurePhase, type RemoteBuildInfo, RemoteStatusStore } from './remote-status';

/** The registry as this tab uses it: pins applied, with the pins and refusals the banner shows. */
export interface ShellResolution extends RegistryDocument {
  pins: Pin[];
  refusals: string[];
}

/** How a failed load is retried before the error view: tries in all, and the wait before each retry. */
export interface RetryPolicy {
  attempts: number;
  delaysMs: number[];
}

/** 3 tries, waiting 500 ms then 1.5 s: a redeploy or a network blip recovers, a dead server fails in ~2 s. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, delaysMs: [500, 1500] };

/** The federation runtime calls the loader makes (injected in tests). */
export interface FederationRuntime {
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
}

export interface RemoteLoaderOptions {
  retry?: RetryPolicy;
  runtime?: FederationRuntime;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A retry asks for a fresh manifest (and so fresh remoteEntry and chunk names) past any cache. */
export const cacheBusted = (entry: string, attempt: number) => `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}-${Date.now()}`;

/** The registry as this tab knows it right now: still being read, read, or unreadable. */
export type ResolutionState = { status: 'pending' } | { status: 'ready'; value: ShellResolution } | { status: 'failed'; error: unknown };

/** Loads remotes on demand from the run-time registry; nothing of a remote is fetched before it is asked for. */
export class RemoteLoader {
  /** The registry as read at start (inline in index.html, else fetched), pins applied. */
  readonly resolution: Promise<ShellResolution>;
  readonly status = new RemoteStatusStore();
  private state: ResolutionState = { status: 'pending' };
  private readonly listeners = new Set<() => void>();
  private readonly modules = new Map<string, Promise<RemoteModule>>();
  private readonly registered = new Set<string>();
  private readonly retry: RetryPolicy;
  private readonly runtime: FederationRuntime;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(resolution: Promise<ShellResolution>, options: RemoteLoaderOptions = {}) {
    this.resolution = resolution;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.runtime = options.runtime ?? { registerRemotes, loadRemote };
    this.sleep = options.sleep ?? wait;
    resolution.then(
      (value) => this.setState({ status: 'ready', value }),
      // An unhandled rejection here would be reported before any route asks; routes and the router report it instead.
      (error: unknown) => this.setState({ status: 'failed', error }),
    );
  }

  /** useSyncExternalStore: the registry's state (the router's routes come from it). */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): ResolutionState => this.state;

  /**
   * The server picked other versions for this tab (a page moved to another hub, docs/adr/008): remotes not loaded yet
   * load the new ones, and the routes follow. A remote already loaded cannot be swapped in place (its caller reloads).
   */
  replaceResolution(value: ShellResolution) {
    this.setState({ status: 'ready', value });
  }

  /** Whether the tab has registered (started loading) this remote: its container cannot be replaced any more. */
  isRegistered(name: string): boolean {
    return this.registered.has(name);
  }

  private setState(state: ResolutionState) {
    this.state = state;
    for (const l of this.listeners) l();
  }

  /** The remote's exposed module, loaded once; `force` drops a failed or stale load (Retry). */
  load(name: string, force = false): Promise<RemoteModule> {
    const cached = this.modules.get(name);
    if (cached && !force) return cached;
    const p = this.loadWithRetry(name, force);
    this.modules.set(name, p);
    p.catch(() => this.modules.delete(name));
    return p;
  }

  private async loadWithRetry(name: string, force: boolean): Promise<RemoteModule> {
    let remote: ResolvedRemote | undefined;
    try {
      const resolved = this.state.status === 'ready' ? this.state.value : await this.resolution;
      remote = resolved.remotes.find((r) => r.name === name);
    } catch (error) {
      this.status.update(name, { state: 'failed', attempts: 1 });
      this.status.fail({
        remote: name,
        phase: 'registry',
        message: error instanceof Error ? error.message : String(error),
        attempt: 1,
        at: new Date().toISOString(),
      });
      throw error;
    }
    if (!remote) throw new Error(`The remote registry has no entry for ${name}`);
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.retry.attempts; attempt++) {
      this.status.update(name, { state: attempt === 1 ? 'loading' : 'retrying', attempts: attempt });
      try {
        const mod = await this.fetchModule(remote, force || attempt > 1, attempt);
        this.status.update(name, { state: 'loaded', loaded: mod.buildInfo });
        return mod.remoteModule;
      } catch (error) {
        lastError = error;
        this.status.fail({
          remote: name,
          version: remote.version,
          phase: failurePhase(error),
          message: error instanceof Error ? error.message : String(error),
          attempt,
          at: new Date().toISOString(),
        });
        const delay = this.retry.delaysMs[Math.min(attempt - 1, this.retry.delaysMs.length - 1)] ?? 0;
        if (attempt < this.retry.attempts) await this.sleep(delay);
      }
    }
    this.status.update(name, { state: 'failed' });
    throw lastError;
  }

  private async fetchModule(remote: ResolvedRemote, fresh: boolean, attempt: number): Promise<{ remoteModule: RemoteModule; buildInfo?: RemoteBuildInfo }> {
    const { name } = remote;
    if (!this.registered.has(name) || fresh) {
      // force re-registration clears the runtime's cached (possibly failed) container, manifest and entry script.
      const entry = attempt > 1 ? cacheBusted(remote.entry, attempt) : remote.entry;
      this.runtime.registerRemotes([{ name, entry }], { force: this.registered.has(name) });
      this.registered.add(name);
    }
    const mod = await this.runtime.loadRemote<{ remoteModule?: RemoteModule; buildInfo?: RemoteBuildInfo }>(`${name}/remote`);
    if (!mod?.remoteModule) throw new Error(`${name} does not expose remoteModule`);
    return { remoteModule: mod.remoteModule, buildInfo: mod.buildInfo };
  }
}
