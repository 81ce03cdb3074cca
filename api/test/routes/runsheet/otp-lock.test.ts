import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  dropPointsResponseSchema,
  fetchRunsheetDropPointsDetails,
  guardMessage,
  hubForbiddenMessage,
  OTP_MAX_ATTEMPTS,
  otpValidation,
  releaseOtpLock,
  type Role,
  RUNSHEET_MESSAGES as M,
} from '@hub/shared/contracts';
import { auditLog, dropPoints, userHubs, users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeRunsheet, type RunsheetFixture } from './runsheet-test-kit';

let t: TestApp;
let op: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.loginAs('hubExecutive');
  manager = await t.loginAs('hubManager');
});
afterAll(() => t.close());

/** A signed-in user with these roles who works only in these hubs (the demo accounts work in all three demo hubs). */
async function signInAt(roles: Role[], hubs: string[]): Promise<string> {
  const id = `USR-OTP-${crypto.randomBytes(4).toString('hex')}`;
  const email = `${id.toLowerCase()}@test.hub`;
  await t.app.db.insert(users).values({ id, email, name: id, roles, isDemo: true });
  await t.app.db.insert(userHubs).values(hubs.map((hubOrgUnitId) => ({ userId: id, hubOrgUnitId })));
  return t.login(email);
}

const drop = (f: RunsheetFixture) => ({ params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId } });
const attempts = async (f: RunsheetFixture) =>
  (await t.app.db.select({ n: dropPoints.otpAttempts }).from(dropPoints).where(eq(dropPoints.dropPointId, f.dropA.dropPointId)))[0]!.n;

/** A fresh runsheet whose drop A is locked by OTP_MAX_ATTEMPTS wrong OTPs. */
async function lockedRunsheet() {
  const f = await makeRunsheet(t.app.db);
  for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await t.call(otpValidation, { ...drop(f), body: { otp: '9999' } }, { cookie: op });
  return f;
}

describe('OTP lock: a hub manager of the runsheet hub releases it (docs/areas/runsheet.md "OTP lock")', () => {
  it(`shows the lock on the drop (otpLocked) and tells the executive "${M.otpLocked}"`, async () => {
    const f = await lockedRunsheet();
    await t.expectCallRefused(otpValidation, { ...drop(f), body: { otp: f.otp } }, 429, M.otpLocked, { cookie: op });
    const res = await t.call(fetchRunsheetDropPointsDetails, { params: { id: f.runsheetId } }, { cookie: op });
    const drops = dropPointsResponseSchema.parse(res.json()).dropPoints;
    expect(drops.map((d) => [d.dropPointId, d.isOtpRequired, d.otpLocked])).toEqual([
      [f.dropA.dropPointId, true, true],
      [f.dropB.dropPointId, false, false],
    ]);
  });

  it('releases the lock: the attempts start over, an audit row records who, where and what, and the right OTP then validates', async () => {
    const f = await lockedRunsheet();
    const res = await t.call(releaseOtpLock, drop(f), { cookie: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successful: true, message: M.otpLockReleased(f.dropA.name), dropPoint: { otpLocked: false, isOtpRequired: true } });
    expect(await attempts(f)).toBe(0);
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'otpLock'), eq(auditLog.entityId, f.dropA.dropPointId)))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      actorUserId: 'USR-DEMO-HUB-MANAGER',
      actorEmail: 'hub.manager@demo.hub',
      hubOrgUnitId: 'HUB-BLR-01',
      action: 'release',
      before: { runsheetId: f.runsheetId, otpAttempts: OTP_MAX_ATTEMPTS },
      after: { runsheetId: f.runsheetId, otpAttempts: 0 },
    });
    const wrong = await t.call(otpValidation, { ...drop(f), body: { otp: '0000' } }, { cookie: op });
    expect([wrong.statusCode, wrong.json().message]).toEqual([422, M.otpWrong(OTP_MAX_ATTEMPTS - 1)]);
    const right = await t.call(otpValidation, { ...drop(f), body: { otp: f.otp } }, { cookie: op });
    expect([right.statusCode, right.json().message]).toEqual([200, M.otpValidated]);
  });

  it('replays a retried release with the same Idempotency-Key instead of refusing it as not locked', async () => {
    const f = await lockedRunsheet();
    const first = await t.call(releaseOtpLock, drop(f), { cookie: manager, idempotencyKey: `release-${f.runsheetId}` });
    const again = await t.call(releaseOtpLock, drop(f), { cookie: manager, idempotencyKey: `release-${f.runsheetId}` });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    // One release recorded (the service's action row), and its one change of the drop (the trigger's), both under the key.
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.dropA.dropPointId), eq(auditLog.operation, 'releaseOtpLock')));
    expect(rows.map((r) => [r.entityType, r.action, r.idempotencyKey])).toEqual([
      ['drop_points', 'update', `release-${f.runsheetId}`],
      ['otpLock', 'release', `release-${f.runsheetId}`],
    ]);
  });

  it(`refuses everyone but a hub manager with 403 "${guardMessage('hubManager')}", the lock kept`, async () => {
    const f = await lockedRunsheet();
    for (const role of ['hubExecutive', 'hubPsvManager', 'supportTeam', 'admin', 'routingExecutive'] as const) {
      await t.expectCallRefused(releaseOtpLock, drop(f), 403, guardMessage('hubManager'), { cookie: await t.loginAs(role) });
    }
    expect(await attempts(f)).toBe(OTP_MAX_ATTEMPTS);
  });

  it('refuses a hub manager of another hub, and OTP validation by another hub, with 403 naming the hub', async () => {
    const f = await lockedRunsheet();
    const elsewhere = await signInAt(['hubManager'], ['HUB-HYD-02']);
    await t.expectCallRefused(releaseOtpLock, drop(f), 403, hubForbiddenMessage('HUB-BLR-01'), { cookie: elsewhere });
    const otherOp = await signInAt(['hubExecutive'], ['HUB-HYD-02']);
    await t.expectCallRefused(otpValidation, { ...drop(f), body: { otp: '1234' } }, 403, hubForbiddenMessage('HUB-BLR-01'), { cookie: otherOp });
    // A hub manager of that hub among others may.
    const local = await signInAt(['hubManager'], ['HUB-HYD-02', 'HUB-BLR-01']);
    expect((await t.call(releaseOtpLock, drop(f), { cookie: local })).statusCode).toBe(200);
  });

  it(`refuses a drop that is not locked with 409 "${M.otpNotLocked}", an unknown drop with 404, a closed runsheet with 409`, async () => {
    const f = await makeRunsheet(t.app.db);
    await t.call(otpValidation, { ...drop(f), body: { otp: '9999' } }, { cookie: op });
    await t.expectCallRefused(releaseOtpLock, drop(f), 409, M.otpNotLocked, { cookie: manager });
    await t.expectCallRefused(releaseOtpLock, { params: { runsheetId: f.runsheetId, dropPointId: f.dropB.dropPointId } }, 409, M.otpNotLocked, {
      cookie: manager,
    });
    await t.expectCallRefused(releaseOtpLock, { params: { runsheetId: f.runsheetId, dropPointId: 'DP-NOPE' } }, 404, M.dropPointNotFound('DP-NOPE'), {
      cookie: manager,
    });
    await t.expectCallRefused(releaseOtpLock, { params: { runsheetId: 'RS-NOPE', dropPointId: 'DP-NOPE' } }, 404, M.runsheetNotFound('RS-NOPE'), {
      cookie: manager,
    });
    const closed = await makeRunsheet(t.app.db, { status: 'ENDED' });
    await t.expectCallRefused(releaseOtpLock, drop(closed), 409, M.closed(closed.runsheetId), { cookie: manager });
  });
});
