import { createContext, useContext } from 'react';
import { type RemoteNavEntry } from '@hub/tooling/remote-contract';

/** Lets the route of an open area hand its navigation entries to the drawer. */
export const AreaNavContext = createContext<(entries: readonly RemoteNavEntry[]) => void>(() => undefined);

/** Setter of the drawer's area entries. */
export const useSetAreaNav = () => useContext(AreaNavContext);
