/**
 * Hub scoping (docs/adr/013): a user works in a set of hubs (or, granted explicitly, in all of them) and every call
 * that names a hub, in its path, its query, its body or through the entity it acts on, is refused with a 403 for any
 * other hub. A contract says where its hub is (`hub`); a path with `:hubId` needs no declaration.
 */

/** Things a call can name whose hub the api looks up (each api area registers the lookups of its own: `app.entityHubs`). */
export const HUB_ENTITIES = [
  /** A runsheet (`runsheets.id`). */
  'runsheet',
  /** A monitoring trip (`trips.trip_id`): most are a runsheet's id, but not every trip has a runsheet. */
  'trip',
  /** A monitoring alert. */
  'alert',
  /** A shop (org support): the hub that delivers to it. */
  'org',
  /** A field executive: the hubs they are assigned to (none: any hub manager may see them). */
  'fieldExecutive',
  /** An uploaded file: the hubs of what it belongs to (the uploader always may read it). */
  'file',
  /** A PSV task. */
  'psvTask',
  /** A tote or crate (asset): the hub it is at, or its vehicle's, or (being sent) the hub it is sent to. */
  'asset',
  /** An activity group / manifest (SPA). */
  'activity',
  /** A logistics item (`items.item_id`): the hub it is handled at. */
  'item',
] as const;
export type HubEntity = (typeof HUB_ENTITIES)[number];

/** One place a call names a hub: the value at `key` is a hub id, or (with `entity`) an id whose hub is looked up. */
export interface HubSource {
  readonly in: 'path' | 'query' | 'body';
  readonly key: string;
  readonly entity?: HubEntity;
}

/**
 * Where a call's hub is:
 * - one or more sources (every one is checked; a list value, e.g. `alertIds`, is checked element by element);
 * - `{ filtered }`: the call names no hub but answers only the user's hubs (hub picker, global search), saying how;
 * - `{ none }`: the call is about no hub at all (the session, reference lists), saying why.
 */
export type HubScope = HubSource | readonly HubSource[] | { readonly filtered: string } | { readonly none: string };

/** What the server knows of a user's hubs (the session carries it; no query per call). */
export interface HubAccess {
  readonly allHubs: boolean;
  readonly hubs: readonly string[];
}

/** True when the user works in this hub. */
export function worksInHub(access: HubAccess, hubOrgUnitId: string): boolean {
  return access.allHubs || access.hubs.includes(hubOrgUnitId);
}

/** What a person with no hub sees where a hub is picked (the Hub Ops home). */
export const NO_HUB_MESSAGE = 'You do not work in any hub yet. Ask your hub manager or an admin to add you to one.';

/** The 403 of a call naming a hub the user does not work in (the same words for a path, a body or an entity's hub). */
export const hubForbiddenMessage = (hubOrgUnitId: string) => `You do not have access to hub ${hubOrgUnitId}.`;

/** The sources a contract declares (none for `filtered` / `none`). */
export function hubSources(scope: HubScope | undefined): readonly HubSource[] {
  if (!scope) return [];
  if ('filtered' in scope || 'none' in scope) return [];
  return Array.isArray(scope) ? (scope as readonly HubSource[]) : [scope as HubSource];
}

/** How a person's hubs read in a list (the sign-in page's demo accounts, the admin area): "All hubs", "No hub yet" or the ids. */
export function describeHubs(access: Partial<HubAccess>): string {
  if (access.allHubs) return 'All hubs';
  if (!access.hubs?.length) return 'No hub yet';
  return access.hubs.join(', ');
}
