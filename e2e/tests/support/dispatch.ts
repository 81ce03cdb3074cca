import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { HUBS } from './demo';

// The dispatch world the dispatch and corrections specs start from: the demo world's Bengaluru manifests (every pilot
// on there), read through the api as the screens read them.

export const API = '/logistics/api';
export const HUB = HUBS.blr.id;
export const H = { 'x-hub-console': '1' };

export interface ManifestRow {
  spaId: string;
  activityGroupId: string;
  activityGroupType: string;
  vehicleActivity: { vehicleActivityState: string };
}
export interface Group {
  zoneId: string;
  dispatchStatus: string;
}
export interface Item {
  itemId: string;
  qty: number;
  dispatchedQty: number;
  dispatchStatus: string;
  fulfilmentArchetype: string;
  associationDetail: Array<{ associationType: string }>;
}
export interface AssetInfo {
  assetCode: string;
  vehicleId: string | null;
  assetState: string;
  hubOrgUnitId: string | null;
  zone: string | null;
  isUsable: boolean;
  assetContents: unknown[];
}

export const json = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const res = await request.get(`${API}${url}`, { headers: H });
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()) as T;
};

/** A not-started DIRECT_DROP manifest with a zone holding an open intracity item of at least 2 units. */
export async function pickManifest(request: APIRequestContext) {
  const { activities } = await json<{ activities: ManifestRow[] }>(request, `/hubOps/hubApp/${HUB}/VEHICLE/activities?movementType=DISPATCH`);
  for (const m of activities) {
    if (m.activityGroupType !== 'DIRECT_DROP' || m.vehicleActivity.vehicleActivityState !== 'NOT_STARTED') continue;
    const { groups } = await json<{ groups: Group[] }>(request, `/hubOps/${HUB}/activity/${m.spaId}/zones`);
    for (const g of groups) {
      const { items } = await json<{ items: Item[] }>(request, `/hubOps/${HUB}/activity/${m.spaId}/zone/${g.zoneId}/items`);
      // One association: its item detail has one card (one Quantity field).
      const a = items.find(
        (i) =>
          i.dispatchStatus === 'NOT_STARTED' &&
          i.qty >= 2 &&
          i.fulfilmentArchetype !== 'INTERCITY' &&
          i.associationDetail.length === 1 &&
          i.associationDetail[0]!.associationType === 'ZONE',
      );
      if (a) return { manifest: m, zone: g.zoneId, a, groups };
    }
  }
  throw new Error('the demo world has no not-started DIRECT_DROP manifest with an open item of 2+ units');
}

/** Slides a slide-to-confirm control by keyboard (End) once it is enabled. */
export const slide = async (page: Page, name: string) => {
  const thumb = page.getByRole('slider', { name });
  await expect(thumb).toBeVisible();
  await expect(thumb).not.toHaveAttribute('aria-disabled', 'true');
  await thumb.focus();
  await page.keyboard.press('End');
};
