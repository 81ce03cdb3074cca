import { type FastifyPluginAsync } from 'fastify';
import {
  closePsvTask,
  detagToteFromZone,
  downloadPsvAssets,
  getAssetHistory,
  getAssetLogDetails,
  getBulkAssetInfo,
  getPsvSummary,
  getPsvTasks,
  getSegregationZones,
  getTaggedTotes,
  getToteSummary,
  getTroubleshootAsset,
  getZoneForTote,
  markAssetFound,
  markAssetUsable,
  psvDownloadFileName,
  receiveTote,
  recordPsvScan,
  sendTote,
  startPsvTask,
  startSegregationSession,
  tagToteToZone,
  undoReceiveTote,
  undoSendTote,
  validateAsset,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerToteHubLookups } from './hub-lookup';
import { createToteService } from './service';

/**
 * Tote management and segregation setup (spec 001 §7): summary, PSV, troubleshoot, troubleshoot issues, receive,
 * send, and zone tags. See docs/areas/totes.md.
 */
export const toteRoutes: FastifyPluginAsync = async (app) => {
  const { summary, psv, assets, transfers, segregation } = createToteService(app);
  registerToteHubLookups(app);

  registerEndpoint(app, getToteSummary, ({ hub }) => summary(hub.hubOrgUnitId));

  // Conduct PSV (001 §2, §4, §7).
  registerEndpoint(app, getPsvTasks, ({ hub, query }) => psv.tasks(hub.hubOrgUnitId, query.tab));
  registerEndpoint(app, getPsvSummary, ({ hub, query }) => psv.summary(hub.hubOrgUnitId, query.psvTaskId));
  registerEndpoint(app, recordPsvScan, ({ hub, user, body }) => psv.scan(hub, user.email, body));
  registerEndpoint(app, startPsvTask, ({ hub, user }) => psv.start(hub, user));
  registerEndpoint(app, closePsvTask, ({ params, user }) => psv.close(params.id, user.email));
  registerEndpoint(app, downloadPsvAssets, async ({ params, reply }) => {
    const file = await psv.download(params.id);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${psvDownloadFileName(params.id)}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  // Troubleshoot Totes and Troubleshoot Issues (001 §2, §4, §7).
  registerEndpoint(app, getTroubleshootAsset, ({ params }) => assets.troubleshoot(params.assetCode));
  registerEndpoint(app, getAssetHistory, ({ params }) => assets.history(params.assetCode));
  registerEndpoint(app, getAssetLogDetails, ({ params, query }) => assets.logDetails(params.assetCode, query.assetActivityReferenceType, query.refId));
  registerEndpoint(app, validateAsset, ({ hub, params }) => assets.validate(hub.hubOrgUnitId, params.assetCode));
  registerEndpoint(app, markAssetUsable, ({ hub, user, params }) => assets.markUsable(hub, user.email, params.assetCode, params.referenceId));
  registerEndpoint(app, getBulkAssetInfo, ({ body }) => assets.bulkInfo(body.assetCodes));
  registerEndpoint(app, markAssetFound, ({ user, body }) => assets.markFound(user.email, body.assetCode, body.hubId));

  // Receive Totes and Send Totes (docs/areas/totes.md "Receive and send").
  registerEndpoint(app, receiveTote, ({ hub, user, body }) => transfers.receive(hub, user.email, body.assetCode));
  registerEndpoint(app, undoReceiveTote, ({ hub, user, body }) => transfers.undoReceive(hub, user.email, body.assetCode));
  registerEndpoint(app, sendTote, ({ hub, user, body }) => transfers.send(hub, user.email, body.assetCode, body.destinationHubId));
  registerEndpoint(app, undoSendTote, ({ hub, user, body }) => transfers.undoSend(hub, user.email, body.assetCode));

  // Segregation setup (001 §2, §4, §7).
  registerEndpoint(app, getSegregationZones, ({ hub }) => segregation.zones(hub.hubOrgUnitId));
  registerEndpoint(app, getTaggedTotes, ({ hub, params }) => segregation.taggedTotes(hub.hubOrgUnitId, params.zone));
  registerEndpoint(app, tagToteToZone, ({ hub, user, params, body }) => segregation.tag(hub, user, params.tote, params.zone, body?.sessionId));
  registerEndpoint(app, detagToteFromZone, ({ hub, user, params, body }) => segregation.detag(hub, user, params.tote, params.zone, body?.sessionId));
  registerEndpoint(app, getZoneForTote, ({ hub, params }) => segregation.zoneOf(hub.hubOrgUnitId, params.toteId));
  registerEndpoint(app, startSegregationSession, ({ hub, user, body }) => segregation.startSession(hub.hubOrgUnitId, user.id, body.zoneId ?? null));
};
