import { patternsOverlap } from '@hub/shared/platform';
import { type Pin, VERSION } from './pin-storage';
import { type RegistryDocument, type ResolvedRemote } from './registry';

// The checks of a pin arriving: loaded only by a tab that has or asks for pins (resolve-shell.ts), off the first paint.
export { type Pin, PIN_PARAM, PIN_STORAGE_KEY, pinLink, readStoredPins, writeStoredPins } from './pin-storage';

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** Where a release lives, relative to the registry document (the store is served under the shell's mount). */
export const releaseFileUrl = (registryUrl: string, pin: Pin, file: string) =>
  new URL(`releases/${encodeURIComponent(pin.remote)}/${encodeURIComponent(pin.version)}/${file}`, registryUrl).href;

/** Splits ?pin= into well-formed pins and refusals of the malformed ones (a URL is never a pin). */
export function parsePinParam(value: string): { pins: Pin[]; refusals: string[] } {
  const pins: Pin[] = [];
  const refusals: string[] = [];
  for (const raw of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = raw.lastIndexOf('@');
    const remote = at > 0 ? raw.slice(0, at) : '';
    const version = at > 0 ? raw.slice(at + 1) : '';
    if (!NAME.test(remote) || !version) {
      refusals.push(`Pin "${raw}" refused: write it as remote@version, e.g. hubops@1.4.2 (only released versions, never a URL).`);
    } else if (!VERSION.test(version)) {
      refusals.push(`Pin ${remote}@${version} refused: "${version}" is not a release version (x.y.z).`);
    } else {
      pins.push({ remote, version });
    }
  }
  return { pins, refusals };
}

const parse = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
const cmp = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

/**
 * Whether `version` satisfies `range` for the range forms package.json uses (^x.y.z, ~x.y.z, x.y.z, >=x.y.z, *).
 * Any other form counts as satisfied: the release build already ran the full singleton guard.
 */
export function satisfiesRange(version: string, range: string | false): boolean {
  if (range === false || range === '*' || range === '') return true;
  const m = /^(\^|~|>=)?(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!m) return true;
  const v = parse(version);
  const r = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (v.some(Number.isNaN)) return false;
  if (!m[1]) return cmp(v, r) === 0;
  if (m[1] === '>=') return cmp(v, r) >= 0;
  if (cmp(v, r) < 0) return false;
  if (m[1] === '~') return v[0] === r[0] && v[1] === r[1];
  // ^: the left-most non-zero part is fixed.
  if (r[0] !== 0) return v[0] === r[0];
  if (r[1] !== 0) return v[0] === 0 && v[1] === r[1];
  return v[0] === 0 && v[1] === 0 && v[2] === r[2];
}

interface BuildInfoFile {
  shared?: Record<string, { version?: string; requiredVersion?: string | false }>;
}
interface SharedExportsFile {
  shared?: Record<string, string[]>;
}

/** What this shell provides to remotes: its build-info.json and shared-exports.json (beside the registry). */
export interface HostProvides {
  versions: Record<string, string | undefined>;
  exports: Record<string, string[]>;
}

async function getJson<T>(url: string, fetchImpl: typeof fetch): Promise<T | null> {
  const res = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Reads what this shell provides; null when the shell was built without that metadata. */
export async function fetchHostProvides(registryUrl: string, fetchImpl: typeof fetch = fetch): Promise<HostProvides | null> {
  const [info, exp] = await Promise.all([
    getJson<BuildInfoFile>(new URL('build-info.json', registryUrl).href, fetchImpl),
    getJson<SharedExportsFile>(new URL('shared-exports.json', registryUrl).href, fetchImpl),
  ]);
  if (!info?.shared) return null;
  return { versions: Object.fromEntries(Object.entries(info.shared).map(([k, v]) => [k, v.version])), exports: exp?.shared ?? {} };
}

/**
 * Checks one pin against the release store and this shell: the version must be a published release, and its shared
 * singleton ranges and facade exports must fit what this shell provides (the singleton guard, at pin time).
 * Returns a refusal sentence, or null when the pin is accepted.
 */
export async function checkPin(pin: Pin, registryUrl: string, host: HostProvides | null, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  return (await checkPinRelease(pin, registryUrl, host, fetchImpl)).refusal;
}

interface ReleaseFile {
  /** The routes the pinned version declares (releases made before routes were declared have none: live routes). */
  routes?: string[];
}

async function checkPinRelease(
  pin: Pin,
  registryUrl: string,
  host: HostProvides | null,
  fetchImpl: typeof fetch,
): Promise<{ refusal: string | null; release?: ReleaseFile }> {
  const id = `${pin.remote}@${pin.version}`;
  let release: ReleaseFile | null;
  try {
    release = await getJson<ReleaseFile>(releaseFileUrl(registryUrl, pin, 'release.json'), fetchImpl);
  } catch (err) {
    return { refusal: `Pin ${id} refused: the release store could not be read (${err instanceof Error ? err.message : String(err)}).` };
  }
  if (!release) return { refusal: `Pin ${id} refused: version ${pin.version} of ${pin.remote} is not in the release store.` };
  if (!host) return { refusal: null, release };
  const [info, exp] = await Promise.all([
    getJson<BuildInfoFile>(releaseFileUrl(registryUrl, pin, 'build-info.json'), fetchImpl).catch(() => null),
    getJson<SharedExportsFile>(releaseFileUrl(registryUrl, pin, 'shared-exports.json'), fetchImpl).catch(() => null),
  ]);
  for (const [key, s] of Object.entries(info?.shared ?? {})) {
    const have = host.versions[key];
    if (have && s.requiredVersion !== undefined && !satisfiesRange(have, s.requiredVersion)) {
      return { refusal: `Pin ${id} refused: it requires ${key} ${String(s.requiredVersion)} but this shell provides ${have}.` };
    }
  }
  for (const [key, names] of Object.entries(exp?.shared ?? {})) {
    const have = host.exports[key];
    const missing = have ? names.filter((n) => !have.includes(n)) : [];
    if (missing.length) return { refusal: `Pin ${id} refused: it needs ${key} exports ${missing.join(', ')} that this shell does not provide.` };
  }
  return { refusal: null, release };
}

/** A pin whose routes another remote of this tab serves: the router could not tell them apart. */
function routeClash(pin: Pin, routes: readonly string[], remotes: readonly ResolvedRemote[]): string | null {
  for (const other of remotes) {
    if (other.name === pin.remote) continue;
    for (const r of routes) {
      const theirs = other.routes.find((o) => patternsOverlap(o, r));
      if (theirs) return `Pin ${pin.remote}@${pin.version} refused: it claims ${r}, which ${other.name} serves here (${theirs}).`;
    }
  }
  return null;
}

/** Pins, refusals and the remotes with accepted pins applied. */
export interface PinResolution {
  pins: Pin[];
  refusals: string[];
  remotes: ResolvedRemote[];
}

/**
 * Applies QA pins to the registry: pins from the URL (checked against the release store and this shell) replace
 * stored pins of the same remote; stored pins were checked when they arrived. When pinning is off here, every pin
 * is refused and the stored ones are dropped.
 */
export async function applyPins(doc: RegistryDocument, urlValue: string | null, stored: Pin[], fetchImpl: typeof fetch = fetch): Promise<PinResolution> {
  const parsed = urlValue === null ? { pins: [], refusals: [] } : parsePinParam(urlValue);
  const refusals = [...parsed.refusals];
  if (!doc.pinning) {
    for (const p of parsed.pins) refusals.push(`Pin ${p.remote}@${p.version} refused: pinning is off in ${doc.environment}.`);
    return { pins: [], refusals, remotes: doc.remotes };
  }
  const known = new Set(doc.remotes.map((r) => r.name));
  const candidates = parsed.pins.filter((p) => {
    if (known.has(p.remote)) return true;
    refusals.push(`Pin ${p.remote}@${p.version} refused: ${p.remote} is not a remote of this shell.`);
    return false;
  });
  const host = candidates.length ? await fetchHostProvides(doc.url, fetchImpl).catch(() => null) : null;
  const checked = await Promise.all(candidates.map(async (p) => ({ p, ...(await checkPinRelease(p, doc.url, host, fetchImpl)) })));
  // Stored pins were checked when they arrived (their routes are kept with them); the routes are checked again below,
  // as a promotion since may clash with them.
  const accepted = new Map<string, Pin>();
  for (const p of stored) if (known.has(p.remote)) accepted.set(p.remote, p);
  for (const { p, refusal, release } of checked) {
    if (refusal) refusals.push(refusal);
    else accepted.set(p.remote, { ...p, ...(release?.routes ? { routes: release.routes } : {}) });
  }
  const pinned = (r: ResolvedRemote, pin: Pin): ResolvedRemote => ({
    name: r.name,
    entry: releaseFileUrl(doc.url, pin, 'mf-manifest.json'),
    version: pin.version,
    routes: pin.routes ?? r.routes,
    liveVersion: r.version,
    pinned: true,
    rule: r.rule,
  });
  let remotes = doc.remotes.map((r) => {
    const pin = accepted.get(r.name);
    return pin ? pinned(r, pin) : r;
  });
  for (const [name, pin] of accepted) {
    const clash = routeClash(pin, remotes.find((r) => r.name === name)!.routes, remotes);
    if (!clash) continue;
    refusals.push(clash);
    accepted.delete(name);
    remotes = remotes.map((r) => (r.name === name ? doc.remotes.find((d) => d.name === name)! : r));
  }
  return { pins: [...accepted.values()], refusals, remotes };
}
