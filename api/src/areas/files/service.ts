import { type FastifyInstance } from 'fastify';
import { FE_DOCUMENT_PURPOSES } from '@hub/shared/contracts';
import { notFound } from '../../lib/http-error';
import { SAMPLE_UPLOAD_PURPOSE, sampleImageBytes } from '../../seed/images';

/** Uploaded files: their bytes from the configured FileStorage (docs/areas/platform.md). */
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
     * (served with no-store); 404 when the row or its bytes are gone.
     */
    async file(fileId: string) {
      const row = await app.repos.files.upload(app.db, fileId);
      let data = row ? await app.fileStorage.get(row.storageKey) : null;
      if (row && !data && row.purpose === SAMPLE_UPLOAD_PURPOSE) data = await restoreSample(row.storageKey);
      if (!row || !data) throw notFound(`File ${fileId} not found`);
      return {
        contentType: row.contentType,
        fileName: row.fileName.replace(/[^A-Za-z0-9._ -]/g, ''),
        identityDocument: FE_DOCUMENT_PURPOSES.includes(row.purpose),
        data,
      };
    },
  };
}
