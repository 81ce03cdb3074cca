import { type FastifyInstance } from 'fastify';
import { hubsById } from '../../plugins/app/hub-context';

/**
 * Hub scoping (docs/adr/013): an upload is in the hubs of what it is attached to (an FE's active hubs). Unattached
 * uploads and the seeded sample photos are in no hub: who may read them is the files service's rule (the uploader;
 * every signed-in user for a sample photo).
 */
export function registerFileHubLookup(app: FastifyInstance) {
  app.entityHubs.set('file', async (db, ids) => hubsById(await app.repos.files.hubRows(db, ids)));
}
