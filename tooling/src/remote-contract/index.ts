import { type ComponentType } from 'react';
import { type RoleFlags } from '@hub/shared/contracts';

/** One screen a remote renders at a route pattern the host's route table sends to it: declared once, here. */
export interface RemoteScreen {
  /** Route pattern exactly as in the host route table, e.g. "/hubs/:hubId/dispatch". */
  path: string;
  /** Screen name (frames and page titles show it). */
  title: string;
  /** The screen; it reads params with react-router's hooks (it renders inside the host's one router). */
  Component: ComponentType;
  /** Drawer entry of the area: its label (a pattern with parameters cannot be an entry); default: not in the drawer. */
  nav?: string;
  /** Role flag the screen is for: the drawer hides the entry without it and the screen says why; default: everyone. */
  requires?: keyof RoleFlags;
}

/** A navigation entry an area offers in the drawer once the area is open (derived from the screens). */
export interface RemoteNavEntry {
  label: string;
  /** Absolute app path (without the base path), e.g. "/venus/timeline". */
  path: string;
  /** Shown only when this role flag is set; default: shown to everyone. */
  requires?: keyof RoleFlags;
}

/** The one module every remote exposes as "./remote": its screens and the drawer entries they declare. */
export interface RemoteModule {
  /** Federation name (hubops, totes, runsheet, fieldExec, venus, orgSupport). */
  name: string;
  screens: readonly RemoteScreen[];
  navEntries: readonly RemoteNavEntry[];
}

/** Builds a remote's module from its screen declarations; the drawer entries come from the screens' `nav`. */
export function defineRemote(name: string, screens: readonly RemoteScreen[]): RemoteModule {
  for (const s of screens) {
    if (s.nav && s.path.includes(':')) throw new Error(`Screen ${s.path} has parameters: it cannot be a drawer entry`);
  }
  const navEntries = screens.filter((s) => s.nav).map((s) => ({ label: s.nav!, path: s.path, ...(s.requires ? { requires: s.requires } : {}) }));
  return { name, screens, navEntries };
}
