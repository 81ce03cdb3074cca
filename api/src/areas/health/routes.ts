import { type FastifyPluginAsync } from 'fastify';
import { getHealth, getHealthDetails } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createHealthService } from './service';

/** GET /health: public liveness with a database round trip. */
export const healthRoutes: FastifyPluginAsync<{ version: string }> = async (app, opts) => {
  const health = createHealthService(app, opts.version);

  registerEndpoint(app, getHealth, () => health.health());
  // Operators (L1 or admin) watch stored upload bytes here (docs/adr/007-hardening.md).
  registerEndpoint(app, getHealthDetails, () => health.details());
};
