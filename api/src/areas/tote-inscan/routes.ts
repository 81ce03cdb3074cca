import { type FastifyPluginAsync } from 'fastify';
import { getCoupledTotes, inscanCoupledTote } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hubNow } from '../../lib/hub-clock';
import { createToteInscanService } from './service';

/**
 * Tote in-scan (000 §2, §4, §5, §7): the hub's coupled totes and their in-scan, on hubs with the TOTE_IN_SCAN pilot (the
 * contracts' `pilot`). The hub clock is the request's (a test session may set its own).
 */
export const toteInscanRoutes: FastifyPluginAsync = async (app) => {
  const inscan = createToteInscanService(app);

  registerEndpoint(app, getCoupledTotes, ({ hub, query, request }) => inscan.coupledTotes(hub, query.routeBatch, hubNow(request)));
  registerEndpoint(app, inscanCoupledTote, ({ hub, body, user, request }) => inscan.inscan(hub, body, user.email, hubNow(request)));
};
