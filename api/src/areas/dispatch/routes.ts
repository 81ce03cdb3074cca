import { type FastifyPluginAsync } from 'fastify';
import {
  closeDispatchManifest,
  closeDispatchManifestV2,
  closeToteManifest,
  correctDispatchCount,
  createToteManifest,
  dispatchAllZone,
  getActivityGroup,
  getDispatchItem,
  getDispatchManifestItems,
  getDispatchOrderItems,
  getDispatchOrders,
  getDispatchZoneItems,
  getDispatchZones,
  getManifestNotifications,
  getShipmentMovementDetails,
  markManifestOfd,
  setDispatchQuantities,
  tagToManifest,
  updateDispatchItems,
  updateDispatchItemsV2,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hubNow } from '../../lib/hub-clock';
import { createDispatchService } from './service';

/**
 * Dispatch calls (spec 000 §7; the rules are the service's: spec 000 §2 dispatch screens, §4, §5). Each maps the
 * contract's parsed request onto one service call.
 */
export const dispatchRoutes: FastifyPluginAsync = async (app) => {
  const dispatch = createDispatchService(app);

  registerEndpoint(app, getDispatchZones, ({ hub, params }) => dispatch.groups(hub.hubOrgUnitId, params.spaId, 'zone'));
  registerEndpoint(app, getDispatchOrders, ({ hub, params }) => dispatch.groups(hub.hubOrgUnitId, params.spaId, 'shipment'));

  registerEndpoint(app, getDispatchZoneItems, ({ hub, params }) => dispatch.items(hub.hubOrgUnitId, params.spaId, { zone: params.zone }));
  registerEndpoint(app, getDispatchManifestItems, ({ hub, params }) => dispatch.items(hub.hubOrgUnitId, params.spaId, {}));
  registerEndpoint(app, getDispatchOrderItems, ({ hub, params }) => dispatch.items(hub.hubOrgUnitId, params.spaId, { shipmentId: params.id }));
  registerEndpoint(app, getDispatchItem, ({ hub, params }) => dispatch.item(hub.hubOrgUnitId, params.spaId, params.itemId));

  registerEndpoint(app, updateDispatchItems, ({ hub, params, body, user }) => dispatch.dispatchItems(hub.hubOrgUnitId, params.spaId, body.items, user.email));
  registerEndpoint(app, updateDispatchItemsV2, ({ hub, params, body, user }) => dispatch.dispatchItems(hub.hubOrgUnitId, params.spaId, body.items, user.email));
  registerEndpoint(app, dispatchAllZone, ({ hub, params, user }) => dispatch.dispatchZone(hub.hubOrgUnitId, params.spaId, params.zone, user.email));
  registerEndpoint(app, setDispatchQuantities, ({ hub, params, body, user }) => dispatch.setQuantities(hub.hubOrgUnitId, params.id, body, user.email));
  registerEndpoint(app, correctDispatchCount, ({ hub, params, body, user }) => dispatch.correct(hub.hubOrgUnitId, params.spaId, body, user));
  registerEndpoint(app, tagToManifest, ({ hub, params, body, user }) => dispatch.tag(hub.hubOrgUnitId, params.spaId, body.tagId, user.email));

  registerEndpoint(app, closeDispatchManifest, ({ hub, params, query }) => dispatch.close(hub.hubOrgUnitId, params.spaId, query));
  registerEndpoint(app, closeDispatchManifestV2, ({ hub, params, query }) => dispatch.close(hub.hubOrgUnitId, params.spaId, query));
  registerEndpoint(app, markManifestOfd, ({ hub, params, query, user, request }) =>
    dispatch.markOfd({
      hub,
      driverId: params.driverId,
      spaId: params.id,
      crates: query.noOfCrates,
      // Spec 000 §7: "sendMessage defaults true".
      sendMessage: query.sendMessage ?? true,
      by: user.email,
      now: hubNow(request),
    }),
  );
  registerEndpoint(app, getManifestNotifications, ({ hub, params }) => dispatch.notifications(hub.hubOrgUnitId, params.id));

  registerEndpoint(app, createToteManifest, ({ body, user }) => dispatch.createToteManifest(body.hubOrgUnitId, body.activityGroupId, user.email));
  registerEndpoint(app, closeToteManifest, ({ hub, params, user }) => dispatch.closeToteManifest(hub, params.activityGroupId, user.email));

  registerEndpoint(app, getActivityGroup, ({ hub, params }) => dispatch.activityGroup(hub.hubOrgUnitId, params.id));
  registerEndpoint(app, getShipmentMovementDetails, ({ hub, params }) => dispatch.shipmentMovement(hub.hubOrgUnitId, params.shipmentId));
};
