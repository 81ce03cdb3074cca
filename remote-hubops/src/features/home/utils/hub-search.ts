import { type Hub } from '@hub/shared/contracts';

/** Hub search of the home autocomplete: name or id, case-insensitive, substring. */
export function matchesHub(hub: Hub, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return hub.hubName.toLowerCase().includes(q) || hub.hubOrgUnitId.toLowerCase().includes(q);
}

/** Hubs matching the query, in the server's order. */
export function searchHubs(hubs: readonly Hub[], query: string): Hub[] {
  return hubs.filter((h) => matchesHub(h, query));
}
