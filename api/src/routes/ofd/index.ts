import { type FastifyPluginAsync } from 'fastify';
import { type AppConfig } from '../../config';
import { ofdRoutes } from './ofd-routes';
import { routeBatchRoutes } from './route-batch-routes';

/** Mark OFD, Generate LM Manifest and route batch management (spec 000 §7). See api/README.md "Mark OFD, LM manifest, route batches". */
export const ofdAreaRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  await app.register(ofdRoutes, { config: opts.config });
  await app.register(routeBatchRoutes);
};
