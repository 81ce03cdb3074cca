import { type FastifyPluginAsync } from 'fastify';
import {
  closeInwardManifest,
  correctInwardCount,
  createInwardPickRequest,
  getInwardItem,
  getInwardItems,
  getInwardItemsV2,
  updateInwardItems,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createInwardService } from './service';

/** Inward (spec 000 §2, §4, §5, §7): items, item detail, unit and discrepancy writes, pick request, close. */
export const inwardRoutes: FastifyPluginAsync = async (app) => {
  const inward = createInwardService(app);

  registerEndpoint(app, getInwardItems, ({ hub, params }) => inward.items(hub.hubOrgUnitId, params.spaId));
  registerEndpoint(app, getInwardItemsV2, ({ hub, params }) => inward.items(hub.hubOrgUnitId, params.spaId));
  registerEndpoint(app, getInwardItem, ({ hub, params }) => inward.item(hub.hubOrgUnitId, params.spaId, params.itemId));
  // The hub is the body's (the spec's path has none): the service looks it up.
  registerEndpoint(app, updateInwardItems, ({ body, user }) => inward.updateItems(body, user.email));
  registerEndpoint(app, createInwardPickRequest, ({ params, body }) => inward.pickRequest(params.spaId, body));
  registerEndpoint(app, closeInwardManifest, ({ hub, params }) => inward.close(hub.hubOrgUnitId, params.spaId));
  registerEndpoint(app, correctInwardCount, ({ hub, params, body, user }) => inward.correct(hub.hubOrgUnitId, params.spaId, body, user));
};
