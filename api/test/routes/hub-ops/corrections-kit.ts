import { type CorrectionBody, type Role } from '@hub/shared/contracts';
import { setReasonList } from '../../helpers/reason-lists';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The people of a corrections suite: two operators of the flow and a hub manager, all of the demo hubs. */
export interface CorrectionsCast {
  t: TestApp;
  exec: string;
  otherExec: string;
  manager: string;
}

/**
 * The app of a corrections suite (inward, dispatch, zone movement): signed-in operators (`otherRole` is the second
 * one, a role the flow lets scan) and a hub manager, with the CORRECTION list the suites name (MIS_SCAN, DOUBLE_COUNT,
 * OTHER).
 */
export async function correctionsApp(otherRole: Role): Promise<CorrectionsCast> {
  const t = await createTestApp();
  const [exec, otherExec, manager] = [await t.loginAs('hubExecutive'), await t.loginAs(otherRole), await t.loginAs('hubManager')];
  await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count', 'Other']);
  return { t, exec, otherExec, manager };
}

/** A correction's body: `units` of `itemId` taken back as a mis-scan unless `extra` says otherwise. */
export const correctionBody = (itemId: string, units: number, extra: Partial<CorrectionBody> = {}): CorrectionBody => ({
  itemId,
  units,
  reasonCode: 'MIS_SCAN',
  ...extra,
});
