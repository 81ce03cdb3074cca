import { type ComponentType } from 'react';
import { type RoleFlags } from '@hub/shared/contracts';

/** One screen a remote renders at a route pattern the host's route table sends to it. */
export interface RemoteScreen {
  /** Route pattern exactly as in the host route table, e.g. "/hubs/:hubId/dispatch". */
  path: string;
  /** Screen name (frames and page titles show it). */
  title: string;
  /** The screen; it reads params with react-router's hooks (it renders inside the host's one router). */
  Component: ComponentType;
}

/** A navigation entry an area offers in the drawer once the area is open. */
export interface RemoteNavEntry {
  label: string;
  /** Absolute app path (without the base path), e.g. "/venus/timeline". */
  path: string;
  /** Shown only when this role flag is set; default: shown to everyone. */
  requires?: keyof RoleFlags;
}

/** The one module every remote exposes as "./remote": its routes and its navigation entries. */
export interface RemoteModule {
  /** Federation name (hubops, totes, runsheet, fieldExec, venus, orgSupport). */
  name: string;
  screens: readonly RemoteScreen[];
  navEntries: readonly RemoteNavEntry[];
}
