import { eq } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client';
import { fileUploads } from '../../db/schema';

/** Reads of uploaded files (the FE area writes users' uploads: `app.repos.fieldExecutives.addUpload`; the seed its sample photos). */
export const filesRepository = {
  /** What serving the upload needs (type, name, purpose, where its bytes are), or null for an unknown id. */
  async upload(db: Db | Tx, fileId: string) {
    const [row] = await db
      .select({ contentType: fileUploads.contentType, fileName: fileUploads.fileName, purpose: fileUploads.purpose, storageKey: fileUploads.storageKey })
      .from(fileUploads)
      .where(eq(fileUploads.id, fileId))
      .limit(1);
    return row ?? null;
  },
};
