import { type FastifyInstance } from 'fastify';
import { createAssetService } from './asset-service';
import { createPsvService } from './psv-service';
import { createSegregationService } from './segregation-service';
import { createTransferService } from './transfer-service';

/**
 * Tote management and segregation setup (spec 001 §7): the summary here, one service per topic beside it (PSV,
 * troubleshoot and issues, receive and send, zone tags). See docs/areas/totes.md.
 */
export function createToteService(app: FastifyInstance) {
  return {
    /** Live counts over the hub's totes (001 §3 Tote summary). */
    summary: (hubId: string) => app.repos.totes.summary(app.db, hubId),
    psv: createPsvService(app),
    assets: createAssetService(app),
    transfers: createTransferService(app),
    segregation: createSegregationService(app),
  };
}
