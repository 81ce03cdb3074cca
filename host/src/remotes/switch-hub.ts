import { fetchRegistryDocument } from './registry';
import { type RemoteLoader, type ShellResolution } from './remote-loader';

/**
 * Asks the server which versions a page working in `hub` runs and applies them to this tab: QA pins stay; a remote
 * not loaded yet simply loads the new version; when a remote already loaded must change, the page reloads (a loaded
 * container cannot be unloaded) and the server composes index.html for the new hub.
 */
export async function switchHub(
  loader: RemoteLoader,
  current: ShellResolution,
  hub: string,
  reloadKey: string,
  env: { fetchImpl?: typeof fetch; storage?: Storage; location?: Pick<Location, 'pathname' | 'search' | 'reload'> } = {},
): Promise<'kept' | 'replaced' | 'reloaded'> {
  const storage = env.storage ?? window.sessionStorage;
  const location = env.location ?? window.location;
  let next;
  try {
    next = await fetchRegistryDocument(current.url, env.fetchImpl ?? fetch, hub);
  } catch (err) {
    // The versions this tab runs keep working; the next page load asks again.
    console.warn(`The registry for hub ${hub} could not be read`, err);
    loader.replaceResolution({ ...current, hub });
    return 'kept';
  }
  const remotes = next.remotes.map((r) => current.remotes.find((c) => c.name === r.name && c.pinned) ?? r);
  const changed = remotes.filter((r) => current.remotes.find((c) => c.name === r.name)?.entry !== r.entry);
  if (changed.some((r) => loader.isRegistered(r.name))) {
    const page = `${hub}|${location.pathname}${location.search}`;
    if (storage.getItem(reloadKey) !== page) {
      storage.setItem(reloadKey, page);
      location.reload();
      return 'reloaded';
    }
  }
  loader.replaceResolution({ ...current, ...next, remotes, pins: current.pins, refusals: current.refusals, hub: next.hub ?? hub });
  return 'replaced';
}
