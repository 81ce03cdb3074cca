import { type FastifyInstance } from 'fastify';
import { FE_DOCUMENT_PURPOSES, FILE_MESSAGES } from '@hub/shared/contracts';
import { forbidden, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { SAMPLE_UPLOAD_PURPOSE, sampleImageBytes } from '../../seed/images';

/**
 * Uploaded files: their bytes from the configured FileStorage, to whoever may see what they belong to
 * (docs/areas/platform.md "Uploaded files").
 */
export function createFileService(app: FastifyInstance) {
  /**
   * A seeded sample photo's bytes, put into the storage the first time they are asked for: the seed writes only the
   * database, and each instance's storage (a disk of its own, or the database) starts without them. A put that loses
   * a race with another request's put still serves the bytes; the storage holds them either way.
   */
  async function restoreSample(storageKey: string): Promise<Buffer | null> {
    const bytes = sampleImageBytes(storageKey);
    if (!bytes) return null;
    try {
      await app.fileStorage.put(storageKey, bytes);
    } catch (err) {
      app.log.warn({ err, storageKey }, 'sample photo not stored (another request may have stored it)');
    }
    return bytes;
  }

  return {
    /**
     * The upload's bytes with its type, a file name safe for a header, and whether it is an FE identity document
     * (served with no-store); 404 when the row or its bytes are gone. Its uploader may read it; so may every signed-in
     * user a seeded sample photo; an upload attached to an FE only a hub manager (PAN cards and address proofs are
     * personal data, docs/adr/006) of one of the FE's hubs (checked before: the contract's hub), and one attached to
     * nothing nobody else (403).
     */
    async file(fileId: string, viewer: Pick<AuthUser, 'id' | 'flags'>) {
      const row = await app.repos.files.upload(app.db, fileId);
      if (!row) throw notFound(FILE_MESSAGES.notFound(fileId));
      if (row.purpose !== SAMPLE_UPLOAD_PURPOSE && row.ownerUserId !== viewer.id) {
        if ((await app.repos.files.attachedFeIds(app.db, fileId)).length === 0) throw forbidden(FILE_MESSAGES.notYours);
        if (!viewer.flags.isHubManager) throw forbidden(FILE_MESSAGES.feDocument);
      }
      let data = await app.fileStorage.get(row.storageKey);
      if (!data && row.purpose === SAMPLE_UPLOAD_PURPOSE) data = await restoreSample(row.storageKey);
      if (!data) throw notFound(FILE_MESSAGES.notFound(fileId));
      return {
        contentType: row.contentType,
        fileName: row.fileName.replace(/[^A-Za-z0-9._ -]/g, ''),
        identityDocument: FE_DOCUMENT_PURPOSES.includes(row.purpose),
        data,
      };
    },
  };
}
