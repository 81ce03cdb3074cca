import { useSyncExternalStore } from 'react';
import { useRemoteLoader } from './remote-context';
import { type ResolutionState, type ShellResolution } from './remote-loader';
import { type StatusSnapshot } from './remote-status';

/** The registry as this tab resolved it: pending, ready (pins applied) or failed. */
export function useResolutionState(): ResolutionState {
  const loader = useRemoteLoader();
  return useSyncExternalStore(loader.subscribe, loader.getState);
}

/** The registry as this tab resolved it (null while loading or when the registry could not be read). */
export function useShellResolution(): ShellResolution | null {
  const state = useResolutionState();
  return state.status === 'ready' ? state.value : null;
}

/** Every remote's load state and the failures seen in this tab. */
export function useRemoteStatus(): StatusSnapshot {
  const { status } = useRemoteLoader();
  return useSyncExternalStore(status.subscribe, status.getSnapshot);
}
