import { endpointUrl, receiveTote, sendTote, TOTE_REFUSALS, undoReceiveTote, undoSendTote } from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { assetRow, ensureVehicle, ensureZone, logsOf, makeTote, tagInZone } from './tote-fixtures';

let t: TestApp;
let exec: string;
let other: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
  other = await t.loginAs('hubManager');
  await ensureVehicle(t.app.db, HUB, 'VEH-T-BLR');
  await ensureVehicle(t.app.db, 'HUB-PUN-03', 'VEH-T-PUN');
  await ensureZone(t.app.db, HUB, 'LM-T2');
});
afterAll(() => t.close());
const db = () => t.app.db;
const post = (url: string, payload: object, cookie = exec) => ({ method: 'POST' as const, url, payload, cookie });

describe('send and receive between hubs', () => {
  it('sends an empty usable tote (IN_TRANSFER, SEND log naming the destination) and the destination receives it', async () => {
    const code = await makeTote(db());
    const sent = await t.call(sendTote, { params: { hubId: HUB }, body: { assetCode: code, destinationHubId: 'HUB-PUN-03' } }, { cookie: exec });
    expect(sent.json()).toMatchObject({ successful: true, asset: { assetState: 'IN_TRANSFER', shownState: 'IN_TRANSIT', hubOrgUnitId: HUB } });
    expect((await logsOf(db(), code)).at(-1)).toMatchObject({ assetEventType: 'SEND', referenceType: 'HUB', referenceId: 'HUB-PUN-03' });
    // Not in transit to the source hub itself.
    await t.expectRefused(post(endpointUrl(receiveTote, { params: { hubId: HUB } }), { assetCode: code }), 409, TOTE_REFUSALS.notInTransitHere(code));
    const received = await t.call(receiveTote, { params: { hubId: 'HUB-PUN-03' }, body: { assetCode: code } }, { cookie: exec });
    expect(received.json()).toMatchObject({ asset: { assetState: 'GOOD_TO_USE', hubOrgUnitId: 'HUB-PUN-03', inScanStatus: 'SCANNED' } });
    expect((await logsOf(db(), code)).at(-1)).toMatchObject({ assetEventType: 'RECEIVE', referenceType: 'HUB', referenceId: HUB });
  });

  it("receives a tote IN_TRANSIT on one of the hub's vehicles, and refuses one on another hub's vehicle", async () => {
    const mine = await makeTote(db(), { currentVehicleId: 'VEH-T-BLR', assetState: 'IN_TRANSIT' });
    const theirs = await makeTote(db(), { currentVehicleId: 'VEH-T-PUN', assetState: 'IN_TRANSIT' });
    const res = await t.call(receiveTote, { params: { hubId: HUB }, body: { assetCode: mine } }, { cookie: exec });
    expect(res.json().asset).toMatchObject({ hubOrgUnitId: HUB, vehicleId: null, assetState: 'GOOD_TO_USE' });
    await t.expectRefused(post(endpointUrl(receiveTote, { params: { hubId: HUB } }), { assetCode: theirs }), 409, TOTE_REFUSALS.notInTransitHere(theirs));
    const idle = await makeTote(db());
    await t.expectRefused(post(endpointUrl(receiveTote, { params: { hubId: HUB } }), { assetCode: idle }), 409, TOTE_REFUSALS.notInTransitHere(idle));
    await t.expectRefused(post(endpointUrl(receiveTote, { params: { hubId: HUB } }), { assetCode: 'TT000Q1111' }), 404, 'Asset TT000Q1111 not found');
  });

  it('undoes my last receive (back on the vehicle, log gone); refuses another user or a tote with a later event', async () => {
    const code = await makeTote(db(), { currentVehicleId: 'VEH-T-BLR', assetState: 'IN_TRANSIT' });
    await t.call(receiveTote, { params: { hubId: HUB }, body: { assetCode: code } }, { cookie: exec });
    await t.expectRefused(post(endpointUrl(undoReceiveTote, { params: { hubId: HUB } }), { assetCode: code }, other), 409, TOTE_REFUSALS.notYourLastScan(code));
    const undone = await t.call(undoReceiveTote, { params: { hubId: HUB }, body: { assetCode: code } }, { cookie: exec });
    expect(undone.json().asset).toMatchObject({ assetState: 'IN_TRANSIT', vehicleId: 'VEH-T-BLR', hubOrgUnitId: null });
    expect((await logsOf(db(), code)).map((l) => l.assetEventType)).toEqual(['ONBOARD']);
    await t.expectRefused(post(endpointUrl(undoReceiveTote, { params: { hubId: HUB } }), { assetCode: code }), 409, TOTE_REFUSALS.notYourLastScan(code));
  });

  it('undoes my last send (GOOD_TO_USE again); refuses a second undo', async () => {
    const code = await makeTote(db());
    await t.call(sendTote, { params: { hubId: HUB }, body: { assetCode: code, destinationHubId: 'HUB-HYD-02' } }, { cookie: exec });
    const undone = await t.call(undoSendTote, { params: { hubId: HUB }, body: { assetCode: code } }, { cookie: exec });
    expect(undone.json().asset).toMatchObject({ assetState: 'GOOD_TO_USE', hubOrgUnitId: HUB });
    await t.expectRefused(post(endpointUrl(undoSendTote, { params: { hubId: HUB } }), { assetCode: code }), 409, TOTE_REFUSALS.notYourLastScan(code));
  });

  it('refuses to send to this hub or an unknown hub, a tagged tote, a not-usable tote or one of another hub, database unchanged', async () => {
    const url = endpointUrl(sendTote, { params: { hubId: HUB } });
    const code = await makeTote(db());
    await t.expectRefused(post(url, { assetCode: code, destinationHubId: HUB }), 400, 'Choose a destination other than this hub');
    await t.expectRefused(post(url, { assetCode: code, destinationHubId: 'HUB-NOPE' }), 404, 'Hub HUB-NOPE not found');
    const tagged = await makeTote(db());
    await tagInZone(db(), HUB, 'LM-T2', tagged);
    await t.expectRefused(post(url, { assetCode: tagged, destinationHubId: 'HUB-PUN-03' }), 409, TOTE_REFUSALS.taggedToZone(tagged, 'LM-T2'));
    const flagged = await makeTote(db(), { isUsable: false });
    await t.expectRefused(post(url, { assetCode: flagged, destinationHubId: 'HUB-PUN-03' }), 409, TOTE_REFUSALS.notSendable(flagged));
    const far = await makeTote(db(), { hub: 'HUB-PUN-03' });
    await t.expectRefused(post(url, { assetCode: far, destinationHubId: 'HUB-HYD-02' }), 409, TOTE_REFUSALS.otherHub(far));
    expect((await assetRow(db(), code)).assetState).toBe('GOOD_TO_USE');
  });
});
