/** Build metadata a production remote exports beside its module (tooling/release-metadata.mjs). */
export interface RemoteBuildInfo {
  name: string;
  version: string;
  sha: string;
  builtAt: string;
  label?: string;
}

/** Where a load failed: the registry, the manifest, the remote entry script, a chunk, or the module itself. */
export type LoadPhase = 'registry' | 'manifest' | 'entry' | 'chunk' | 'module';

/** A remote's load state as Settings -> Platform shows it. */
export type LoadState = 'not loaded' | 'loading' | 'retrying' | 'loaded' | 'failed';

export interface RemoteStatus {
  state: LoadState;
  /** Tries of the current (or last) load. */
  attempts: number;
  /** What really loaded (from the remote's own build), once loaded. */
  loaded?: RemoteBuildInfo;
}

/** One failed try: which remote and version, in which phase, why. */
export interface LoadFailure {
  remote: string;
  version?: string;
  phase: LoadPhase;
  message: string;
  attempt: number;
  at: string;
}

export interface StatusSnapshot {
  remotes: Readonly<Record<string, RemoteStatus>>;
  failures: readonly LoadFailure[];
}

/** Names the phase a federation error happened in (MF error codes RUNTIME-003 manifest, RUNTIME-008 script). */
export function failurePhase(error: unknown): LoadPhase {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/RUNTIME-003|manifest/i.test(message)) return 'manifest';
  if (/RUNTIME-008|remoteEntry|script resources/i.test(message)) return 'entry';
  if (/ChunkLoadError|Loading (CSS )?chunk/i.test(message)) return 'chunk';
  return 'module';
}

/** A small external store (useSyncExternalStore) of every remote's load state and the failures seen. */
export class RemoteStatusStore {
  private snapshot: StatusSnapshot = { remotes: {}, failures: [] };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  update(remote: string, patch: Partial<RemoteStatus>) {
    const prev = this.snapshot.remotes[remote] ?? { state: 'not loaded', attempts: 0 };
    this.snapshot = { ...this.snapshot, remotes: { ...this.snapshot.remotes, [remote]: { ...prev, ...patch } } };
    this.emit();
  }

  fail(failure: LoadFailure) {
    // The newest 50 are plenty to diagnose; an endless retry loop never grows memory.
    this.snapshot = { ...this.snapshot, failures: [...this.snapshot.failures, failure].slice(-50) };
    this.emit();
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}
