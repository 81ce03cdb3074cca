import { PIN_PARAM, readStoredPins, writeStoredPins } from './pin-storage';
import { fetchRegistryDocument, readInlineRegistry } from './registry';
import { type ShellResolution } from './remote-loader';

export interface ResolveShellOptions {
  registryUrl: string;
  location: Pick<Location, 'search' | 'pathname' | 'hash'>;
  storage: Storage;
  history: Pick<History, 'replaceState' | 'state'>;
  fetchImpl?: typeof fetch;
  /** The registry index.html carries inline (its text); without a valid one the registry is fetched. */
  inlineRegistry?: string | null;
}

/**
 * Reads the registry (inline in index.html, else fetched past the HTTP cache) and applies this tab's QA pins: ?pin= from the URL is checked, accepted pins
 * are kept in sessionStorage for the tab's session, and the parameter leaves the address bar (the banner's "copy
 * link" rebuilds it), so a reload keeps the pins without re-checking them.
 */
export async function resolveShell({
  registryUrl,
  location,
  storage,
  history,
  fetchImpl = fetch,
  inlineRegistry,
}: ResolveShellOptions): Promise<ShellResolution> {
  const doc = readInlineRegistry(inlineRegistry, registryUrl) ?? (await fetchRegistryDocument(registryUrl, fetchImpl));
  const params = new URLSearchParams(location.search);
  const urlValue = params.get(PIN_PARAM);
  const stored = doc.pinning ? readStoredPins(storage) : [];
  // A tab without pins (nearly every tab) never loads the code that checks them.
  const { pins, refusals, remotes } =
    urlValue === null && !stored.length
      ? { pins: [], refusals: [], remotes: doc.remotes }
      : await import('./pins').then((m) => m.applyPins(doc, urlValue, stored, fetchImpl));
  writeStoredPins(storage, pins);
  if (urlValue !== null) {
    params.delete(PIN_PARAM);
    const qs = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${qs ? `?${qs}` : ''}${location.hash}`);
  }
  return { ...doc, remotes, pins, refusals };
}
