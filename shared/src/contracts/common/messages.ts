/**
 * Texts several areas show, written once; each area's messages name them from here (`HUB_OPS_MESSAGES.itemsLoad` is
 * `COMMON_MESSAGES.itemsLoadFailed`), so a screen and the api that read different areas still say the same words.
 */
export const COMMON_MESSAGES = {
  // Spec 000 §8 "Items load", 001 §8.
  itemsLoadFailed: 'Failed to load items. Please retry.',
  // Spec 000 §8 "Zones load" and "Merge", 001 §8.
  dataLoadFailed: 'Failed to load data. Please retry.',
  // Spec 000 §2 (manifest items, zone items).
  noItemsMatch: 'No items match your search.',
  // Spec 000 §8 "Merge".
  noZones: 'No zones available.',
  // Spec 000 §2 search placeholders.
  searchItems: 'Search items',
  searchZone: 'Search zone',
  // Ours: the tote search and scan titles of tote in-scan and tote merging.
  searchTote: 'Search tote',
  scanTote: 'Scan tote',
  // Spec 000 §5 "Dispatch scan" and §8 "Scan"; 001 §5 "Runsheet tote scan" and §8.
  duplicateScan: 'Duplicate Scan.',
  // Spec 001 §8 and 002 §8 "Generic": the fallback when an error carries nothing readable, and every 5xx's text.
  retry: 'Something went wrong. Please re-try.',
  // Spec 000 §8 "Hub Ops, movement load failure", 001 §8 "Segregation".
  refreshPage: 'Something went wrong. Please refresh the page.',
  // The route batch switch's two sides (000 §4 "Route batch switch": Morning to Afternoon).
  morning: 'Morning',
  afternoon: 'Afternoon',
  // Ours (issue 33, docs/areas/reason-lists.md): a reason that is not, or no longer, in the admin's list for the flow.
  reasonNotInList: 'Pick a reason from the list.',
} as const;
