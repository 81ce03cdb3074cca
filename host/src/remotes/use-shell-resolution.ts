import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRemoteLoader } from './remote-context';
import { type ShellResolution } from './remote-loader';
import { type StatusSnapshot } from './remote-status';

/** The registry as this tab resolved it (null while loading or when the registry could not be read). */
export function useShellResolution(): ShellResolution | null {
  const loader = useRemoteLoader();
  const [resolution, setResolution] = useState<ShellResolution | null>(null);
  useEffect(() => {
    let live = true;
    loader.resolution.then(
      (r) => live && setResolution(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loader]);
  return resolution;
}

/** Every remote's load state and the failures seen in this tab. */
export function useRemoteStatus(): StatusSnapshot {
  const { status } = useRemoteLoader();
  return useSyncExternalStore(status.subscribe, status.getSnapshot);
}
