import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the runsheet close area, general to specific; writes invalidate a runsheet's detail (items and drops). */
export const runsheetKeys = {
  ...createQueryKeys('runsheet'),
  /** Open runsheets of a hub. */
  active: (hubId: string) => ['runsheet', 'active', hubId] as const,
  /** Items and totes of one runsheet (tote view). */
  items: (runsheetId: string) => ['runsheet', 'detail', runsheetId, 'items'] as const,
  /** Drop points of one runsheet. */
  drops: (runsheetId: string) => ['runsheet', 'detail', runsheetId, 'drops'] as const,
  /** The drop points of one item (with `setBreak`, every drop of its SKU); under the detail, so drop writes refresh it. */
  itemDrops: (runsheetId: string, itemId: string, setBreak: boolean) => ['runsheet', 'detail', runsheetId, 'item-drops', itemId, setBreak] as const,
  /** Hold reasons and hold state. */
  hold: (runsheetId: string) => ['runsheet', 'detail', runsheetId, 'hold'] as const,
  /** The close validation, asked each time the close panel opens. */
  closeValidation: (runsheetId: string) => ['runsheet', 'detail', runsheetId, 'close-validation'] as const,
  /** The route map of one runsheet at its hub: travelled and planned distance, approval, stops. */
  tripDistance: (runsheetId: string, hubId: string) => ['runsheet', 'detail', runsheetId, 'trip-distance', hubId] as const,
};
