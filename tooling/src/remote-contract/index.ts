import { type ComponentProps, type ComponentType, createElement, lazy, type LazyExoticComponent, useEffect } from 'react';
import { type RoleRequirement } from '@hub/shared/contracts';

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
  /**
   * Role flag the screen is for, or a list of flags any one of which admits (the admin area: admin or hub manager):
   * the drawer hides the entry without it and the screen says why; default: everyone.
   */
  requires?: RoleRequirement;
}

/** A navigation entry an area offers in the drawer once the area is open (derived from the screens). */
export interface RemoteNavEntry {
  label: string;
  /** Absolute app path (without the base path), e.g. "/venus/timeline". */
  path: string;
  /** Shown only when this role flag (or one of these flags) is set; default: shown to everyone. */
  requires?: RoleRequirement;
}

/**
 * A view a remote offers to the shell and to other remotes (loaded at run time through the shell's loader, never
 * imported): a loader of the component, so the view's code is fetched only when it is first shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the view's contract with its callers
export type RemoteViewLoader = () => Promise<ComponentType<any>>;

/** The one module every remote exposes as "./remote": its screens and the drawer entries they declare. */
export interface RemoteModule {
  /** Federation name (hubops, totes, runsheet, fieldExec, venus, orgSupport, admin). */
  name: string;
  screens: readonly RemoteScreen[];
  navEntries: readonly RemoteNavEntry[];
  /** Views offered to the shell and other remotes, by name (see @hub/shared/hooks `useRemoteView`). */
  views?: Readonly<Record<string, RemoteViewLoader>>;
}

/** Builds a remote's module from its screen declarations (drawer entries from their `nav`) and the views it offers. */
export function defineRemote(name: string, screens: readonly RemoteScreen[], views: Readonly<Record<string, RemoteViewLoader>> = {}): RemoteModule {
  for (const s of screens) {
    if (s.nav && s.path.includes(':')) throw new Error(`Screen ${s.path} has parameters: it cannot be a drawer entry`);
  }
  const navEntries = screens.filter((s) => s.nav).map((s) => ({ label: s.nav!, path: s.path, ...(s.requires ? { requires: s.requires } : {}) }));
  return { name, screens, navEntries, views };
}

/**
 * A screen (or a later step of one, with its props) loaded on first render, in its own chunk, as `lazyScreen` makes
 * it: `load` is how the build finds its chunk, and what a screen calls to fetch a later step before it is shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component, its props kept
export type LazyScreen<C extends ComponentType<any> = ComponentType> = C & { load: () => Promise<{ default: C }> };

/**
 * A screen in a chunk of its own, loaded when first rendered: React.lazy, made safe for a hub's network.
 * - A failed load is tried once more at once: a transient failure, or a chunk whose preload failed earlier on this
 *   page (Chrome hands a failed preload's error to the first request for that URL, once).
 * - When both tries fail, the error goes to the area's error boundary; React.lazy would keep that rejection for good (the Retry
 *   would show the same error until a reload): the render after the error was shown (the Retry) loads afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component, its props kept
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyScreen<C> {
  let Inner: LazyExoticComponent<C> = lazy(() =>
    load()
      .catch(() => load())
      .catch(failed),
  );
  let failedLoad = false;
  let startOver = false;
  function failed(err: unknown): never {
    failedLoad = true;
    throw err;
  }
  const Screen = (props: ComponentProps<C>) => {
    if (startOver) {
      startOver = failedLoad = false;
      Inner = lazy(() =>
        load()
          .catch(() => load())
          .catch(failed),
      );
    } else if (failedLoad) {
      // This render (and React's own immediate re-render of it) throws the rejection to the area's error boundary;
      // a render in a later task (the boundary's Retry) starts over with a fresh load.
      setTimeout(() => {
        startOver = true;
      }, 0);
    }
    return createElement(Inner, props);
  };
  return Object.assign(Screen, { load }) as unknown as LazyScreen<C>;
}

/**
 * Fetches a later step's chunk once the screen is drawn and the main thread is idle (a `lazyScreen`'s `load`), so
 * the step is off the first paint yet ready when the user gets there. A failure is left to the step's own load.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 1000);
    return () => window.clearTimeout(id);
  }, [load]);
}
