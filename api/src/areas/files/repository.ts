import { eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client';
import { feHubAssignments, fieldExecutives, fileUploads } from '../../db/schema';
import { FILE_URL_PREFIX } from '../../plugins/app/uploads';
import { SAMPLE_UPLOAD_PURPOSE } from '../../seed/images';

/** An FE record whose PAN card or address proof is the upload `u` (records store the file's URL). */
const feRefersTo = or(
  eq(fieldExecutives.panCardPhotoUrl, sql`${FILE_URL_PREFIX} || ${fileUploads.id}`),
  eq(fieldExecutives.addressProofPhotoUrl, sql`${FILE_URL_PREFIX} || ${fileUploads.id}`),
);

/** Reads of uploaded files (the FE area writes users' uploads: `app.repos.fieldExecutives.addUpload`; the seed its sample photos). */
export const filesRepository = {
  /** What serving or attaching the upload needs (type, name, purpose, uploader, where its bytes are), or null for an unknown id. */
  async upload(db: Db | Tx, fileId: string) {
    const [row] = await db
      .select({
        contentType: fileUploads.contentType,
        fileName: fileUploads.fileName,
        purpose: fileUploads.purpose,
        storageKey: fileUploads.storageKey,
        ownerUserId: fileUploads.ownerUserId,
      })
      .from(fileUploads)
      .where(eq(fileUploads.id, fileId))
      .limit(1);
    return row ?? null;
  },

  /** The ids of the FEs whose PAN card or address proof this upload is (users' uploads are attached to nothing else). */
  async attachedFeIds(db: Db | Tx, fileId: string): Promise<string[]> {
    const rows = await db.select({ id: fieldExecutives.id }).from(fileUploads).innerJoin(fieldExecutives, feRefersTo).where(eq(fileUploads.id, fileId));
    return rows.map((r) => r.id);
  },

  /**
   * (file id, hub) rows for hub scoping: an upload attached to an FE is in the FE's active hubs; an unattached upload,
   * an FE in no hub and a seeded sample photo (shared by every hub's data) give a null hub, i.e. no hub. Unknown ids
   * give no row.
   */
  hubRows(db: Db | Tx, fileIds: readonly string[]) {
    return db
      .select({ id: fileUploads.id, hub: feHubAssignments.hubOrgUnitId })
      .from(fileUploads)
      .leftJoin(fieldExecutives, sql`${fileUploads.purpose} <> ${SAMPLE_UPLOAD_PURPOSE} and ${feRefersTo}`)
      .leftJoin(feHubAssignments, sql`${feHubAssignments.feId} = ${fieldExecutives.id} and ${feHubAssignments.active}`)
      .where(inArray(fileUploads.id, [...fileIds]));
  },
};
