import { and, eq } from 'drizzle-orm';
import {
  activityNotStartedMessage,
  assetNotUsableMessage,
  associationNotOfItemsMessage,
  closeToteManifest,
  crateNotEmptyMessage,
  createToteManifest,
  DISPATCH_MESSAGES,
  endpointUrl,
  getDispatchItem,
  getDispatchZoneItems,
  hubForbiddenMessage,
  manifestAlreadyClosedMessage,
  manifestNotFoundMessage,
  notCrateDropMessage,
  quantitiesStaleMessage,
  setDispatchQuantities,
  tagCratesMessage,
  tagToManifest,
  toteManifestAlreadyClosedMessage,
  toteManifestClosedMessage,
  toteManifestCreatedMessage,
  toteManifestExistsMessage,
  toteManifestNotFoundMessage,
} from '@hub/shared/contracts';
import { assetLogs, assets, itemAssociations, itemDiscrepancies, toteManifests } from '../../../src/db/schema';
import { itemState, makeItem } from '../../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ensureZone, makeTote } from '../totes/tote-fixtures';
import { makeDispatchManifest } from './dispatch-kit';

// Tote manifests of a crate drop (spec 000 §7 "Create empty tote manifest", "/manifest/tote-manifest/{b}/{a}/close")
// and the item detail's per-card shortfall write (dispatch-quantities with associationIds, spec 000 §2, §4).

let t: TestApp;
let exec: string;

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
type M = Awaited<ReturnType<typeof makeDispatchManifest>>;
const crateDrop = (opts: Partial<Parameters<typeof makeDispatchManifest>[1]> = {}) =>
  makeDispatchManifest(db(), { type: 'HUB_TO_WH_CRATE_DROP', toteTagging: false, items: [{ qty: 1, dispatched: 1 }], ...opts });
const createUrl = endpointUrl(createToteManifest, {});
const closeUrl = (m: M, hubId = m.hub) => endpointUrl(closeToteManifest, { params: { hubId, activityGroupId: m.activityGroupId } });
const create = (m: M, key?: string) =>
  t.call(createToteManifest, { body: { activityGroupId: m.activityGroupId, hubOrgUnitId: m.hub } }, { cookie: exec, ...(key ? { idempotencyKey: key } : {}) });
const closeTm = (m: M, key?: string) =>
  t.call(closeToteManifest, { params: { hubId: m.hub, activityGroupId: m.activityGroupId } }, { cookie: exec, ...(key ? { idempotencyKey: key } : {}) });
const tag = (m: M, code: string) => t.call(tagToManifest, { params: { hubId: m.hub, spaId: m.spaId }, body: { tagId: code } }, { cookie: exec });
const refuse = (url: string, payload: object | undefined, status: number, message: string, cookie: string | null = exec) =>
  t.expectRefused({ method: 'POST', url, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) }, status, message);
const asset = async (code: string) => (await db().select().from(assets).where(eq(assets.assetCode, code)))[0]!;
const tm = async (m: M) => (await db().select().from(toteManifests).where(eq(toteManifests.activityGroupId, m.activityGroupId)))[0];

describe('create empty tote manifest', () => {
  it('creates the crate drop’s tote manifest empty and OPEN; a repeat answers "already exists" and changes nothing', async () => {
    const m = await crateDrop();
    const res = await create(m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ successful: true, message: toteManifestCreatedMessage(m.activityGroupId) });
    expect(await tm(m)).toMatchObject({ state: 'OPEN', hubOrgUnitId: m.hub, totesCount: null, createdBy: 'hub.exec@demo.hub' });
    const before = await t.fingerprint();
    expect((await create(m)).json()).toEqual({ successful: true, message: toteManifestExistsMessage(m.activityGroupId) });
    expect(await t.fingerprint()).toBe(before);
  });

  it('refuses an unknown hub, an unknown or foreign manifest, one that is not a crate drop, not started or closed (nothing changed)', async () => {
    const m = await crateDrop();
    const body = (activityGroupId: string, hubOrgUnitId = m.hub) => ({ activityGroupId, hubOrgUnitId });
    await refuse(createUrl, body(m.activityGroupId, 'HUB-NONE'), 403, hubForbiddenMessage('HUB-NONE'));
    await refuse(createUrl, body('AG-NONE'), 404, manifestNotFoundMessage('AG-NONE'));
    await refuse(createUrl, body(m.activityGroupId, 'HUB-HYD-02'), 404, manifestNotFoundMessage(m.activityGroupId));
    const direct = await makeDispatchManifest(db(), { items: [{ qty: 1 }] });
    await refuse(createUrl, body(direct.activityGroupId), 409, notCrateDropMessage(direct.activityGroupId));
    const notStarted = await crateDrop({ state: 'NOT_STARTED' });
    await refuse(createUrl, body(notStarted.activityGroupId), 409, activityNotStartedMessage(notStarted.activityGroupId));
    const closed = await crateDrop({ state: 'COMPLETED' });
    await refuse(createUrl, body(closed.activityGroupId), 409, manifestAlreadyClosedMessage(closed.activityGroupId));
    await refuse(createUrl, { activityGroupId: '', hubOrgUnitId: m.hub }, 400, expect.any(String) as unknown as string);
  });

  it('needs a session (any signed-in role: no role check is shown for dispatch, spec 000 §6)', async () => {
    const m = await crateDrop();
    await refuse(createUrl, { activityGroupId: m.activityGroupId, hubOrgUnitId: m.hub }, 401, 'Please sign in', null);
    await refuse(closeUrl(m), undefined, 401, 'Please sign in', null);
    const manager = await t.loginAs('hubManager');
    const res = await t.call(createToteManifest, { body: { activityGroupId: m.activityGroupId, hubOrgUnitId: m.hub } }, { cookie: manager });
    expect(res.statusCode).toBe(200);
  });
});

describe('close tote manifest', () => {
  it('puts the tagged crates on the vehicle in transit (logged, out of their zone tag), closes once; tagging then is refused', async () => {
    const m = await crateDrop();
    const crates = [await makeTote(db(), { assetType: 'CRATE' }), await makeTote(db(), { assetType: 'CRATE' })].sort();
    for (const c of crates) expect((await tag(m, c)).statusCode).toBe(200);
    await create(m);
    const res = await closeTm(m);
    expect([res.statusCode, res.json().message]).toEqual([200, toteManifestClosedMessage(m.activityGroupId, 2)]);
    expect(res.json()).toEqual({ successful: true, message: toteManifestClosedMessage(m.activityGroupId, 2) });
    for (const c of crates) {
      expect(await asset(c)).toMatchObject({
        currentHubOrgUnitId: null,
        currentZoneId: null,
        currentVehicleId: m.vehicleId,
        assetState: 'IN_TRANSIT',
        lastActivity: 'DISPATCH',
      });
      const logs = await db()
        .select()
        .from(assetLogs)
        .where(and(eq(assetLogs.assetCode, c), eq(assetLogs.assetEventType, 'DISPATCH')));
      expect(logs).toEqual([expect.objectContaining({ referenceId: m.activityGroupId, referenceType: 'ACTIVITY_GROUP', performedBy: 'hub.exec@demo.hub' })]);
    }
    expect(await tm(m)).toMatchObject({ state: 'CLOSED', totesCount: 2, closedBy: 'hub.exec@demo.hub' });
    // A repeat (a second slide) answers "already closed" and changes nothing.
    const before = await t.fingerprint();
    expect((await closeTm(m)).json()).toEqual({ successful: true, message: toteManifestAlreadyClosedMessage(m.activityGroupId) });
    expect(await t.fingerprint()).toBe(before);
    const late = await makeTote(db(), { assetType: 'CRATE' });
    await refuse(
      endpointUrl(tagToManifest, { params: { hubId: m.hub, spaId: m.spaId } }),
      { tagId: late },
      409,
      toteManifestAlreadyClosedMessage(m.activityGroupId),
    );
  });

  it('a replay with the same Idempotency-Key answers the first close again', async () => {
    const m = await crateDrop();
    const crate = await makeTote(db(), { assetType: 'CRATE' });
    await tag(m, crate);
    await create(m, 'tote-manifest-create-1');
    const first = await closeTm(m, 'tote-manifest-close-1');
    const again = await closeTm(m, 'tote-manifest-close-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().message).toBe(toteManifestClosedMessage(m.activityGroupId, 1));
  });

  it('refuses without a tote manifest, an unknown manifest, another hub, too few crates, a crate no longer usable or not empty (nothing changed)', async () => {
    const m = await crateDrop();
    await refuse(closeUrl(m), undefined, 404, toteManifestNotFoundMessage(m.activityGroupId));
    await refuse(endpointUrl(closeToteManifest, { params: { hubId: m.hub, activityGroupId: 'AG-NONE' } }), undefined, 404, manifestNotFoundMessage('AG-NONE'));
    await refuse(closeUrl(m, 'HUB-HYD-02'), undefined, 404, manifestNotFoundMessage(m.activityGroupId));
    await refuse(closeUrl(m, 'HUB-NONE'), undefined, 403, hubForbiddenMessage('HUB-NONE'));

    // Short of minTotesToTag: nothing could be tagged after the close, and Mark OFD needs them.
    const short = await crateDrop({ minTotesToTag: 2 });
    await tag(short, await makeTote(db(), { assetType: 'CRATE' }));
    await create(short);
    await refuse(closeUrl(short), undefined, 409, tagCratesMessage(1));

    await ensureZone(db(), m.hub, 'LM-TM-FULL');
    const crate = await makeTote(db(), { assetType: 'CRATE', currentZoneId: 'LM-TM-FULL' });
    await tag(m, crate);
    await create(m);
    // Marked not usable after it was tagged.
    await db().update(assets).set({ isUsable: false, unusableReason: 'Broken' }).where(eq(assets.assetCode, crate));
    await refuse(closeUrl(m), undefined, 409, assetNotUsableMessage(crate));
    await db().update(assets).set({ isUsable: true, unusableReason: null }).where(eq(assets.assetCode, crate));
    // Units packed in it: not an empty crate.
    const { associationIds } = await makeItem(db(), { hub: m.hub, places: [{ entityId: 'LM-TM-FULL', qty: 1 }] });
    await db().update(itemAssociations).set({ toteAttachedToEntityId: crate }).where(eq(itemAssociations.id, associationIds[0]!));
    await refuse(closeUrl(m), undefined, 409, crateNotEmptyMessage(crate));
    expect((await tm(m))!.state).toBe('OPEN');
  });
});

describe('dispatch quantities per card (associationIds)', () => {
  const url = (m: M) => endpointUrl(setDispatchQuantities, { params: { hubId: m.hub, id: m.spaId } });
  const rows = (itemId: string) =>
    db()
      .select()
      .from(itemDiscrepancies)
      .where(and(eq(itemDiscrepancies.itemId, itemId), eq(itemDiscrepancies.kind, 'DISPATCH_SHORTFALL')))
      .orderBy(itemDiscrepancies.id);
  const send = (
    m: M,
    body: { associationIds?: number[]; dispatchedQuantity: number; totalQuantity: number; shortfallReason: 'PRODUCT_NOT_FOUND' | 'PRODUCT_DAMAGED' | null },
  ) => t.call(setDispatchQuantities, { params: { hubId: m.hub, id: m.spaId }, body: { logisticsItemIds: [m.items[0]!.itemId], ...body } }, { cookie: exec });

  it('dispatches into that card only and records its shortfall on it; the other card keeps its own', async () => {
    const m = await makeDispatchManifest(db(), { items: [{ qty: 4, parts: [3, 1] }] });
    const [a1, a2] = m.items[0]!.associationIds as [number, number];
    const res = await send(m, { associationIds: [a2], dispatchedQuantity: 0, totalQuantity: 1, shortfallReason: 'PRODUCT_NOT_FOUND' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ dispatchedQty: 0, dispatchStatus: 'NOT_DISPATCHED' });
    await send(m, { associationIds: [a1], dispatchedQuantity: 2, totalQuantity: 3, shortfallReason: 'PRODUCT_DAMAGED' });
    const s = await itemState(db(), m.items[0]!.itemId);
    const byId = new Map(s.associations.map((a) => [a.id, a]));
    expect([byId.get(a1)!.dispatchedQty, byId.get(a1)!.dispatchStatus, byId.get(a2)!.dispatchedQty, byId.get(a2)!.dispatchStatus]).toEqual([
      2,
      'PARTIALLY_DISPATCHED',
      0,
      'NOT_DISPATCHED',
    ]);
    expect((await rows(m.items[0]!.itemId)).map((r) => [r.associationId, r.qty, r.comment])).toEqual([
      [a2, 1, 'PRODUCT_NOT_FOUND'],
      [a1, 1, 'PRODUCT_DAMAGED'],
    ]);
    // The list shows each association its own entry; the detail lists both.
    const [item] = (await t.call(getDispatchZoneItems, { params: { hubId: m.hub, spaId: m.spaId, zone: m.items[0]!.zone } }, { cookie: exec })).json().items;
    expect(item.associationDetail.map((a: { id: number; shortfallList: unknown[] }) => [a.id, a.shortfallList])).toEqual([
      [a1, [{ quantity: 1, reason: 'PRODUCT_DAMAGED' }]],
      [a2, [{ quantity: 1, reason: 'PRODUCT_NOT_FOUND' }]],
    ]);
    const detail = (await t.call(getDispatchItem, { params: { hubId: m.hub, spaId: m.spaId, itemId: m.items[0]!.itemId } }, { cookie: exec })).json();
    expect(detail.shortfallList).toEqual([
      { qty: 1, comment: 'PRODUCT_NOT_FOUND' },
      { qty: 1, comment: 'PRODUCT_DAMAGED' },
    ]);
    // Completing both cards clears every entry of the item.
    await send(m, { associationIds: [a1], dispatchedQuantity: 3, totalQuantity: 3, shortfallReason: null });
    await send(m, { associationIds: [a2], dispatchedQuantity: 1, totalQuantity: 1, shortfallReason: null });
    expect(await rows(m.items[0]!.itemId)).toEqual([]);
    expect((await itemState(db(), m.items[0]!.itemId)).item.dispatchStatus).toBe('DISPATCHED');
  });

  it('an item-level entry is split onto the other cards with its reason when one card is written', async () => {
    const m = await makeDispatchManifest(db(), { items: [{ qty: 4, parts: [3, 1] }] });
    const [a1, a2] = m.items[0]!.associationIds as [number, number];
    await send(m, { dispatchedQuantity: 2, totalQuantity: 4, shortfallReason: 'PRODUCT_DAMAGED' });
    expect((await rows(m.items[0]!.itemId)).map((r) => [r.associationId, r.qty])).toEqual([[null, 2]]);
    // Units went in id order: card 1 has 2 of 3, card 2 none of 1. Card 1 is now completed.
    await send(m, { associationIds: [a1], dispatchedQuantity: 3, totalQuantity: 3, shortfallReason: null });
    expect((await rows(m.items[0]!.itemId)).map((r) => [r.associationId, r.qty, r.comment])).toEqual([[a2, 1, 'PRODUCT_DAMAGED']]);
  });

  it('refuses an association of another item, a stale card total and a missing reason (nothing changed)', async () => {
    const m = await makeDispatchManifest(db(), { items: [{ qty: 4, parts: [3, 1] }] });
    const [a1] = m.items[0]!.associationIds as [number, number];
    const other = await makeDispatchManifest(db(), { items: [{ qty: 1 }] });
    const body = (associationIds: number[], dispatchedQuantity: number, totalQuantity: number, shortfallReason: string | null) => ({
      logisticsItemIds: [m.items[0]!.itemId],
      associationIds,
      dispatchedQuantity,
      totalQuantity,
      shortfallReason,
    });
    await refuse(url(m), body([other.items[0]!.associationId], 1, 1, null), 400, associationNotOfItemsMessage(other.items[0]!.associationId));
    await refuse(url(m), body([a1], 2, 4, 'PRODUCT_DAMAGED'), 409, quantitiesStaleMessage(4));
    await refuse(url(m), body([a1], 2, 3, null), 400, DISPATCH_MESSAGES.shortfallReasonRequired);
    const s = await db().select().from(itemAssociations).where(eq(itemAssociations.itemId, m.items[0]!.itemId));
    expect(s.every((a) => a.dispatchedQty === 0)).toBe(true);
  });
});
