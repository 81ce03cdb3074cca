import { type FastifyPluginAsync } from 'fastify';
import {
  completeSourceToteSegregation,
  correctZoneMovement,
  endSegregationSession,
  getStagingZones,
  getZoneMovementItem,
  getZoneMovementItems,
  moveItemsToLmZones,
  moveZoneItems,
  selfToteMovement,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hubNow } from '../../lib/hub-clock';
import { createZoneMovementService } from './service';

/**
 * Zone movement (000 §2, §4, §5, §7): staging zones, the zone's items, item detail, unit moves, the list move,
 * self-tote movement, close tote, the session's end and movement corrections (issue 34). The hub clock is the
 * request's (a test session may set its own).
 */
export const zoneMovementRoutes: FastifyPluginAsync = async (app) => {
  const movement = createZoneMovementService(app);

  registerEndpoint(app, getStagingZones, ({ hub }) => movement.stagingZones(hub.hubOrgUnitId));
  registerEndpoint(app, getZoneMovementItems, ({ hub, params, query, request }) => movement.zoneItems(hub.hubOrgUnitId, params.type, query, hubNow(request)));
  registerEndpoint(app, getZoneMovementItem, ({ hub, params, query }) => movement.item(hub.hubOrgUnitId, params.type, params.itemId, query.toteId ?? null));
  // The hub is the body's (the spec's path has none): the service looks it up.
  registerEndpoint(app, moveZoneItems, ({ body, query, user }) => movement.moveItems(body, query, user));
  registerEndpoint(app, moveItemsToLmZones, ({ hub, params, query, user }) => movement.moveToLmZones(hub, params.zone, params.id, query, user));
  registerEndpoint(app, selfToteMovement, ({ hub, params, body, user }) => movement.selfToteMovement(hub, params.zone, params.tote, body?.sessionId, user));
  registerEndpoint(app, completeSourceToteSegregation, ({ params, body, user }) => movement.closeSourceTote(params.id, body, user));
  registerEndpoint(app, correctZoneMovement, ({ hub, params, body, user }) => movement.correct(hub, params.zoneId, body, user));
  registerEndpoint(app, endSegregationSession, ({ hub, params, user }) => movement.endSession(hub.hubOrgUnitId, params.id, user.id));
};
