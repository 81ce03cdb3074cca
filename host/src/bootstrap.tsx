// Mantine's global styles only: each component brings its own stylesheet (tooling/mantine-css-loader.cjs), so a
// page loads the CSS of the components it includes, not all of Mantine (issue 11).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, getHubNamesQueryOptions, platformKeys, setUnauthorizedHandler } from '@hub/shared/api';
import { setRemoteViewResolver, useSessionStore } from '@hub/shared/hooks';
import { toastNotifier } from '@hub/shared/ui';
import { App } from './app/app';
import { getBasePath } from './app/base-path';
import { onSessionEnded } from './field/session-ended';
import { INLINE_REGISTRY_ID, registryUrl } from './remotes/registry';
import { RemoteLoader } from './remotes/remote-loader';
import { resolveShell } from './remotes/resolve-shell';

const basePath = getBasePath(window.location.pathname);
const queryClient = createQueryClient({ notify: toastNotifier });
// The registry is read at start (inline in index.html, else fetched past the HTTP cache) with this tab's QA pins
// applied; remote files are fetched only when a route needs them (index.html already preloads the opened route's).
const remoteLoader = new RemoteLoader(
  resolveShell({
    registryUrl: registryUrl(window.location.origin, basePath),
    location: window.location,
    storage: window.sessionStorage,
    history: window.history,
    inlineRegistry: document.getElementById(INLINE_REGISTRY_ID)?.textContent,
  }),
);

// Views a remote offers others (the org order view in the timeline, the global search everywhere) come through the
// same loader as routes: one registry, one retry policy, nothing fetched before it is shown.
setRemoteViewResolver(async (remote, view, force) => {
  const mod = await remoteLoader.load(remote, force);
  const loadView = mod.views?.[view];
  if (!loadView) throw new Error(`${remote} does not offer the view ${view}`);
  return loadView();
});

setUnauthorizedHandler(() => {
  // A call answered 401: the session ended elsewhere or expired. The device's copies of api answers go (issue 33), and
  // sign-in shows once, not in a loop.
  void onSessionEnded({
    signedIn: () => Boolean(useSessionStore.getState().user),
    signOut: () => {
      useSessionStore.getState().setUser(null);
      void queryClient.resetQueries({ queryKey: platformKeys.session.all });
    },
  });
});

// Every area names hubs; the shell reads the list once and remotes reuse it from the one QueryClient.
// Signing in (again, maybe as someone else after a 401 on a shared device) drops every answer kept for whoever was
// signed in before: the next person's hub list, pilots and screens are read as theirs (hub scoping, docs/adr/013).
useSessionStore.subscribe((s, prev) => {
  if (!s.user || prev.user) return;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== platformKeys.session.all[0] });
  void queryClient.prefetchQuery(getHubNamesQueryOptions());
});

document.title = 'Hub Console | Logistics';
const el = document.getElementById('root');
if (!el) throw new Error('#root is missing');
const root = createRoot(el);
// The first render as a transition: React renders it in slices and yields to the browser between them, so mounting
// the shell (and the remote's screen after it) is many short tasks instead of one long one (TBT, issue 11). Nothing
// is on screen yet, so nothing waits on it; the singletons are untouched (one React, one QueryClient, one store).
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} remoteLoader={remoteLoader} basePath={basePath} />
    </StrictMode>,
  );
});
