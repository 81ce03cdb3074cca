// What a tab needs of QA pins on every start: the pins it keeps, and the link that reproduces them. Checking a pin
// that arrives (pins.ts) loads only when there is one.

/** A QA pin: this tab runs `remote` at `version` from the release store instead of the live version. */
export interface Pin {
  remote: string;
  version: string;
  /** The routes the pinned version declares (its release.json), kept with the pin for the tab's session. */
  routes?: string[];
}

/** The URL parameter QA pins arrive in: ?pin=hubops@1.4.2,totes@1.2.0 */
export const PIN_PARAM = 'pin';
/** sessionStorage key: pins last for the tab's session. */
export const PIN_STORAGE_KEY = 'hub.pins';

/** A release version (x.y.z, with an optional pre-release). */
export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Pins kept for this tab (none when storage is unavailable or holds something else). */
export function readStoredPins(storage: Storage): Pin[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(PIN_STORAGE_KEY) ?? '[]');
    return Array.isArray(v)
      ? v
          .filter((p): p is Pin => typeof p?.remote === 'string' && typeof p?.version === 'string' && VERSION.test(p.version))
          .map((p) => ({ remote: p.remote, version: p.version, ...(isRouteList(p.routes) ? { routes: p.routes } : {}) }))
      : [];
  } catch {
    return [];
  }
}

const isRouteList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 500 && v.every((r) => typeof r === 'string' && r.startsWith('/'));

export function writeStoredPins(storage: Storage, pins: Pin[]): void {
  if (pins.length) storage.setItem(PIN_STORAGE_KEY, JSON.stringify(pins));
  else storage.removeItem(PIN_STORAGE_KEY);
}

/** The shell URL that reproduces these pins (the banner's "copy link"). */
export function pinLink(href: string, pins: Pin[]): string {
  const url = new URL(href);
  url.searchParams.delete(PIN_PARAM);
  const q = pins.map((p) => `${p.remote}@${p.version}`).join(',');
  if (q) url.search = url.search ? `${url.search}&${PIN_PARAM}=${q}` : `?${PIN_PARAM}=${q}`;
  return url.href;
}
