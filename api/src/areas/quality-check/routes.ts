import { type FastifyPluginAsync } from 'fastify';
import {
  completeZoneQc,
  correctQcDecision,
  fetchSisterSkusForItem,
  getCurrentEntityItems,
  getQcItemList,
  getQcZones,
  updateQcState,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createQualityCheckService } from './service';

/** Quality check and zone visibility (000 §7): zones, the zone's QC list, its current items, QC writes, completion, QC corrections, sister SKUs. */
export const qualityCheckRoutes: FastifyPluginAsync = async (app) => {
  const qc = createQualityCheckService(app);

  registerEndpoint(app, getQcZones, ({ hub }) => qc.zones(hub.hubOrgUnitId));
  registerEndpoint(app, getQcItemList, ({ hub, params, query }) => qc.itemList(hub.hubOrgUnitId, params.zone, query.sortStrategy));
  registerEndpoint(app, getCurrentEntityItems, ({ hub, params }) => qc.currentEntityItems(hub.hubOrgUnitId, params.zone));
  registerEndpoint(app, updateQcState, ({ hub, params, body, user }) => qc.updateState(hub.hubOrgUnitId, params.zone, params.id, body, user));
  registerEndpoint(app, completeZoneQc, ({ hub, params, user }) => qc.completeZone(hub.hubOrgUnitId, params.zone, user));
  registerEndpoint(app, correctQcDecision, ({ hub, params, body, user }) => qc.correct(hub.hubOrgUnitId, params.zone, body, user));
  registerEndpoint(app, fetchSisterSkusForItem, ({ params }) => qc.sisterSkus(params.itemId, params.orderId));
};
