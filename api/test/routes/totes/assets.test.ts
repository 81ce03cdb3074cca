import {
  endpointUrl,
  getAssetHistory,
  getAssetLogDetails,
  getBulkAssetInfo,
  getTroubleshootAsset,
  guardMessage,
  markAssetFound,
  markAssetUsable,
  TOTE_MESSAGES,
  TOTE_REFUSALS,
  validateAsset,
} from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeItem } from '../../helpers/world-fixtures';
import { ensureZone, logsOf, makePsvTask, makeTote } from './tote-fixtures';

let t: TestApp;
let exec: string;
let l1: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
  l1 = await t.loginAs('supportTeam');
  await ensureZone(t.app.db, HUB, 'LM-T1');
});
afterAll(() => t.close());
const db = () => t.app.db;

describe('troubleshoot', () => {
  it('answers the asset card with the shown state, size and contents from the item tables', async () => {
    const code = await makeTote(db(), { assetState: 'IN_USE', currentZoneId: 'LM-T1', assetSize: 'LARGE' });
    const { itemId } = await makeItem(db(), { places: [{ entityId: 'LM-T1', qty: 3 }] });
    await db().execute(`update item_associations set tote_attached_to_entity_id = '${code}' where item_id = '${itemId}'`);
    const res = await t.call(getTroubleshootAsset, { params: { assetCode: code } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assetCode: code,
      assetState: 'IN_USE',
      shownState: 'IN_USE',
      assetMetadata: { ASSET_SIZE: 'LARGE' },
      zone: 'LM-T1',
      assetContents: [{ assetContentEntityId: itemId, totalUnits: 3, assetQcResult: 'PASS', skuEan: '1234567890123' }],
    });
    const good = await makeTote(db());
    expect((await t.call(getTroubleshootAsset, { params: { assetCode: good } }, { cookie: exec })).json().shownState).toBe('EMPTY_TOTE');
  });
  it('refuses an invalid tote string (400) and an unknown tote (404)', async () => {
    await t.expectRefused({ method: 'GET', url: '/logistics/api/asset-v2/troubleshoot/ABC', cookie: exec }, 400, 'ABC is not a valid tote ID');
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getTroubleshootAsset, { params: { assetCode: 'CTZZ999' } }), cookie: exec },
      404,
      'Asset CTZZ999 not found',
    );
  });
  it("answers the history from the asset's logs, newest first, and the details of a log's reference", async () => {
    const code = await makeTote(db());
    await makePsvTask(db(), { id: 'PSV-A-0001', totes: [{ code }] });
    await db().execute(
      `insert into asset_logs (asset_code, asset_event_type, reference_type, reference_id, location_name, performed_by) values ('${code}', 'PSV', 'PSV_TASK', 'PSV-A-0001', 'Bengaluru Central Hub', 'psv.exec@demo.hub')`,
    );
    const history = (await t.call(getAssetHistory, { params: { assetCode: code } }, { cookie: exec })).json();
    expect(history.assetLogs.map((l: { assetEventType: string }) => l.assetEventType)).toEqual(['PSV', 'ONBOARD']);
    expect(history.assetLogs[0]).toMatchObject({
      assetActivityReferenceType: 'PSV_TASK',
      assetActivityReferenceId: 'PSV-A-0001',
      activityPerformedBy: 'psv.exec@demo.hub',
    });
    const details = await t.call(
      getAssetLogDetails,
      { params: { assetCode: code }, query: { assetActivityReferenceType: 'PSV_TASK', refId: 'PSV-A-0001' } },
      { cookie: exec },
    );
    expect(details.json()).toMatchObject({ title: 'PSV task PSV-A-0001', fields: expect.arrayContaining([{ label: 'State', value: 'CREATED' }]) });
    const hub = await t.call(getAssetLogDetails, { params: { assetCode: code }, query: { assetActivityReferenceType: 'HUB', refId: HUB } }, { cookie: exec });
    expect(hub.json().title).toBe('Bengaluru Central Hub');
    await t.expectRefused(
      {
        method: 'GET',
        url: endpointUrl(getAssetLogDetails, { params: { assetCode: code }, query: { assetActivityReferenceType: 'ZONE', refId: 'NOPE' } }),
        cookie: exec,
      },
      404,
      TOTE_MESSAGES.detailsNotFound,
    );
    // A reference the tote's history does not name (here a PSV task it was never in) is not told, whoever's it is.
    await makePsvTask(db(), { id: 'PSV-A-0002', state: 'PROCESSED', totes: [] });
    await t.expectRefused(
      {
        method: 'GET',
        url: endpointUrl(getAssetLogDetails, { params: { assetCode: code }, query: { assetActivityReferenceType: 'PSV_TASK', refId: 'PSV-A-0002' } }),
        cookie: exec,
      },
      404,
      TOTE_MESSAGES.detailsNotFound,
    );
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getAssetHistory, { params: { assetCode: 'TT000Q0001' } }), cookie: exec },
      404,
      'Asset TT000Q0001 not found',
    );
  });
});

describe('validate and mark usable (the calls dispatch tagging reuses)', () => {
  it('validates: usable for an empty usable tote at the hub; not usable with the reason otherwise', async () => {
    const ok = await makeTote(db());
    const flagged = await makeTote(db(), { isUsable: false, unusableReason: 'Tagged to a closed manifest' });
    const psv = await makeTote(db(), { assetState: 'UNDER_PSV' });
    const v = (code: string, hubId = HUB) => t.call(validateAsset, { params: { hubId, assetCode: code } }, { cookie: exec }).then((r) => r.json());
    expect(await v(ok)).toEqual({ assetCode: ok, assetState: 'GOOD_TO_USE', usable: true, reason: null });
    expect(await v(flagged)).toMatchObject({ usable: false, reason: 'Tagged to a closed manifest' });
    expect(await v(psv)).toMatchObject({ usable: false, reason: 'Asset is UNDER_PSV' });
    expect(await v(ok, 'HUB-PUN-03')).toMatchObject({ usable: false, reason: 'Asset is not at this hub' });
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(validateAsset, { params: { hubId: HUB, assetCode: 'TT000Q0002' } }), cookie: exec },
      404,
      'Asset TT000Q0002 not found',
    );
  });

  it('marks a not-usable tote usable (GOOD_TO_USE, logged with the reference) with the spec text', async () => {
    const code = await makeTote(db(), { isUsable: false, unusableReason: 'Tagged to a closed manifest', assetState: 'EMPTY_TOTE' });
    const res = await t.call(markAssetUsable, { params: { hubId: HUB, assetCode: code, referenceId: 'TROUBLESHOOT' } }, { cookie: exec });
    expect(res.json()).toMatchObject({
      successful: true,
      message: `Marked ${code} as usable. Please tag again to attach.`,
      asset: { isUsable: true, assetState: 'GOOD_TO_USE' },
    });
    expect((await logsOf(db(), code)).at(-1)).toMatchObject({ assetEventType: 'MARK_USABLE', referenceId: 'TROUBLESHOOT', performedBy: 'hub.exec@demo.hub' });
  });

  it('refuses mark usable for a usable, lost, elsewhere or item-holding tote, database unchanged', async () => {
    const url = (code: string, hubId = HUB) => endpointUrl(markAssetUsable, { params: { hubId, assetCode: code, referenceId: 'TROUBLESHOOT' } });
    const usable = await makeTote(db());
    await t.expectRefused({ method: 'PUT', url: url(usable), cookie: exec }, 409, TOTE_REFUSALS.alreadyUsable(usable));
    const lost = await makeTote(db(), { assetState: 'LOST', isUsable: false });
    await t.expectRefused({ method: 'PUT', url: url(lost), cookie: exec }, 409, TOTE_REFUSALS.lost(lost));
    await t.expectRefused({ method: 'PUT', url: url(usable, 'HUB-PUN-03'), cookie: exec }, 409, TOTE_REFUSALS.otherHub(usable));
    const holding = await makeTote(db(), { assetState: 'IN_USE', currentZoneId: 'LM-T1' });
    const { itemId } = await makeItem(db(), { places: [{ entityId: 'LM-T1', qty: 2 }] });
    await db().execute(`update item_associations set tote_attached_to_entity_id = '${holding}' where item_id = '${itemId}'`);
    await t.expectRefused({ method: 'PUT', url: url(holding), cookie: exec }, 409, TOTE_REFUSALS.holdsItems(holding));
    await t.expectRefused({ method: 'PUT', url: url('TT000Q0003'), cookie: exec }, 404, 'Asset TT000Q0003 not found');
  });
});

describe('Troubleshoot Issues (L1 or admin)', () => {
  it('marks a lost permanent tote found at a hub: GOOD_TO_USE there, logged', async () => {
    const code = await makeTote(db(), { code: 'TT000L001', assetState: 'LOST', isUsable: false, hub: 'HUB-PUN-03' });
    const res = await t.call(markAssetFound, { body: { assetCode: 'tt000l001', hubId: HUB } }, { cookie: l1 });
    expect(res.json()).toMatchObject({ successful: true, asset: { assetCode: code, assetState: 'GOOD_TO_USE', hubOrgUnitId: HUB, isUsable: true } });
    expect((await logsOf(db(), code)).at(-1)).toMatchObject({ assetEventType: 'MARK_FOUND', referenceId: HUB, performedBy: 'l1@demo.hub' });
    const admin = await t.loginAs('admin');
    const again = await makeTote(db(), { code: 'TT000L0002', assetState: 'LOST', isUsable: false });
    expect((await t.call(markAssetFound, { body: { assetCode: again, hubId: HUB } }, { cookie: admin })).statusCode).toBe(200);
  });

  it('refuses a non-permanent code, a bad hub, an unknown or not-lost tote, and other roles, database unchanged', async () => {
    const url = endpointUrl(markAssetFound);
    const lost = await makeTote(db(), { code: 'TT000L003', assetState: 'LOST', isUsable: false });
    await t.expectRefused(
      { method: 'POST', url, cookie: l1, payload: { assetCode: 'CTAB123', hubId: HUB } },
      400,
      'Invalid asset code, example asset - TT000A001',
    );
    await t.expectRefused(
      { method: 'POST', url, cookie: l1, payload: { assetCode: 'TT001A001', hubId: HUB } },
      400,
      'Invalid asset code, example asset - TT000A001',
    );
    await t.expectRefused({ method: 'POST', url, cookie: l1, payload: { assetCode: lost, hubId: 'HUB-NOPE' } }, 404, 'Invalid hub ID, please check again');
    await t.expectRefused({ method: 'POST', url, cookie: l1, payload: { assetCode: 'TT000Q004', hubId: HUB } }, 404, 'Asset TT000Q004 not found');
    const fine = await makeTote(db(), { code: 'TT000L005' });
    await t.expectRefused({ method: 'POST', url, cookie: l1, payload: { assetCode: fine, hubId: HUB } }, 409, TOTE_REFUSALS.notLost(fine));
    for (const role of ['hubExecutive', 'hubManager', 'hubPsvManager'] as const) {
      await t.expectRefused({ method: 'POST', url, cookie: await t.loginAs(role), payload: { assetCode: lost, hubId: HUB } }, 403, guardMessage('l1OrAdmin'));
    }
  });

  it('answers bulk asset info for a list of codes, unknown codes apart; L1 or admin only', async () => {
    const a = await makeTote(db());
    const res = await t.call(getBulkAssetInfo, { body: { assetCodes: [a.toLowerCase(), 'TT000Q0009', a] } }, { cookie: l1 });
    expect(res.json()).toMatchObject({ assets: [{ assetCode: a, shownState: 'EMPTY_TOTE' }], notFound: ['TT000Q0009'] });
    const url = endpointUrl(getBulkAssetInfo);
    await t.expectRefused({ method: 'POST', url, cookie: exec, payload: { assetCodes: [a] } }, 403, guardMessage('l1OrAdmin'));
    await t.expectRefused({ method: 'POST', url, cookie: l1, payload: { assetCodes: [] } }, 400, 'Enter at least one asset code');
    await t.expectRefused({ method: 'POST', url, cookie: l1, payload: { assetCodes: Array(201).fill(a) } }, 400, 'At most 200 asset codes at a time');
  });
});
