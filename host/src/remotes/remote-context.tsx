import { createContext, useContext } from 'react';
import { type RemoteLoader } from './remote-loader';

/** The shell's one RemoteLoader (created at start from the registry document). */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** The shell's RemoteLoader; throws outside the shell. */
export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader outside RemoteLoaderContext');
  return loader;
}
