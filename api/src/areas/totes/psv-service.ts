import { type FastifyInstance } from 'fastify';
import { type PsvTab, psvTaskStartedMessage, taskClosedMessage, TOTE_REFUSALS } from '@hub/shared/contracts';
import { type AuthUser } from '../../plugins/app/session';
import { type HubRow } from '../../repositories/hubs';
import { conflict, notFound } from '../../lib/http-error';
import { psvWorkbook } from './psv-workbook';

/** Conduct PSV (001 §2, §4, §7): task list, verification data, scans, close and the xlsx download. */
export function createPsvService(app: FastifyInstance) {
  const totes = app.repos.totes;

  return {
    async tasks(hubId: string, tab: PsvTab) {
      return { tasks: await totes.psvTasks(app.db, hubId, tab) };
    },

    /** The task asked for (or the hub's open one): 404 when it is unknown or another hub's. */
    async summary(hubId: string, psvTaskId: string | undefined) {
      const task = psvTaskId ? await totes.getTask(app.db, psvTaskId) : await totes.openTask(app.db, hubId);
      if (psvTaskId && !task) throw notFound(TOTE_REFUSALS.taskNotFound(psvTaskId));
      if (task && task.hubOrgUnitId !== hubId) throw notFound(TOTE_REFUSALS.taskNotFound(task.psvTaskId));
      return { task: task ? await totes.psvData(app.db, task) : null };
    },

    async scan(hub: HubRow, user: string, input: { assetCode: string; psvTaskId?: string | undefined }) {
      const hubId = hub.hubOrgUnitId;
      const { assetCode } = input;
      return app.db.transaction(async (tx) => {
        const target = input.psvTaskId ? await totes.getTask(tx, input.psvTaskId) : await totes.openTask(tx, hubId);
        if (!target) throw notFound(input.psvTaskId ? TOTE_REFUSALS.taskNotFound(input.psvTaskId) : TOTE_REFUSALS.noOpenTask);
        if (target.hubOrgUnitId !== hubId) throw conflict(TOTE_REFUSALS.taskOtherHub(target.psvTaskId));
        // Lock the task first (one order: task, then its asset row, then the asset): a close waits for this scan.
        const task = await totes.lockOpenTask(tx, target.psvTaskId, 'PROCESSING', user);
        if (!task) throw conflict(TOTE_REFUSALS.taskClosed(target.psvTaskId));
        const asset = await totes.asset(tx, assetCode);
        if (!asset) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        if (asset.currentHubOrgUnitId !== hubId) throw conflict(TOTE_REFUSALS.otherHub(assetCode));
        if (!(await totes.taskAsset(tx, task.psvTaskId, assetCode))) throw conflict(TOTE_REFUSALS.notInTask(assetCode, task.psvTaskId));
        // The conditional update counts a tote once per task, however many scanners send it at once.
        const verified = await totes.verifyTaskAsset(tx, task.psvTaskId, assetCode, user);
        if (verified) {
          await totes.updateAsset(tx, assetCode, { lastActivity: 'PSV' });
          await totes.log(tx, {
            assetCode,
            assetEventType: 'PSV',
            referenceType: 'PSV_TASK',
            referenceId: task.psvTaskId,
            locationName: hub.hubName,
            performedBy: user,
          });
        }
        const card = (await totes.psvTaskCard(tx, task.psvTaskId))!;
        return {
          psvTaskId: task.psvTaskId,
          assetCode,
          alreadyVerified: !verified,
          verifiedAssetCount: card.verifiedAssetCount,
          totalAssetCount: card.totalAssetCount,
        };
      });
    },

    /**
     * Starts a hub's PSV task (issue 33: the spec shows tasks, not how one starts): one open task per hub, so a start
     * while one is CREATED or PROCESSING is refused, checked under the hub's row lock (two managers at once: one task).
     */
    async start(hub: HubRow, user: Pick<AuthUser, 'id' | 'email'>) {
      const hubId = hub.hubOrgUnitId;
      const task = await app.db.transaction(async (tx) => {
        await totes.lockHubForPsvStart(tx, hubId);
        if (await totes.openTask(tx, hubId)) throw conflict(TOTE_REFUSALS.psvTaskOpen);
        const psvTaskId = await totes.createPsvTask(tx, hubId, user.email);
        if (!psvTaskId) throw conflict(TOTE_REFUSALS.noTotesForPsv);
        const card = (await totes.psvTaskCard(tx, psvTaskId))!;
        await app.repos.audit.record(tx, {
          actor: user,
          hubOrgUnitId: hubId,
          entityType: 'psvTask',
          entityId: psvTaskId,
          action: 'start',
          after: { state: card.state, totalAssetCount: card.totalAssetCount },
        });
        return card;
      });
      return { message: psvTaskStartedMessage(task.psvTaskId, task.totalAssetCount), task };
    },

    async close(id: string, user: string) {
      const task = await app.db.transaction(async (tx) => {
        const existing = await totes.getTask(tx, id);
        if (!existing) throw notFound(TOTE_REFUSALS.taskNotFound(id));
        const closed = await totes.lockOpenTask(tx, id, 'PROCESSED', user);
        if (!closed) throw conflict(TOTE_REFUSALS.taskClosed(id));
        const hubName = (await totes.hubName(tx, closed.hubOrgUnitId)) ?? closed.hubOrgUnitId;
        // Lost = pending at this moment: scans that committed before the lock are verified, later ones are refused.
        await totes.markPendingLost(tx, closed, user, hubName);
        return (await totes.psvTaskCard(tx, id))!;
      });
      return { successful: true as const, message: taskClosedMessage(id), task };
    },

    /** The task's assets as an xlsx workbook (404 for an unknown task). */
    async download(id: string): Promise<Buffer> {
      const task = await totes.getTask(app.db, id);
      if (!task) throw notFound(TOTE_REFUSALS.taskNotFound(id));
      return psvWorkbook(id, await totes.psvDownloadRows(app.db, id));
    },
  };
}
