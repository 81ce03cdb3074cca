import crypto from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import {
  checkFeIdentifier,
  type createFieldExecutive,
  type EndpointBodyOut,
  type EndpointQueryOut,
  FE_MESSAGES,
  FE_UPLOAD_DEFAULT_PURPOSE,
  FILE_MESSAGES,
  type FieldExecutive,
  type FieldExecutiveSummary,
  type getFieldExecutives,
  maskFieldExecutive,
  maskFieldExecutiveSummary,
  hubNotFoundMessage,
  worksInHub,
  type updateFieldExecutive,
  type uploadFieldExecutiveFile,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { FE_CONSTRAINTS } from './repository';
import { fileIdOfUrl, fileUrl, isUniqueViolation, toFieldExecutive, toSummary, unsupportedMedia } from './helpers';

/** Image types told apart by their first bytes; the name and the declared type are not trusted. */
const SIGNATURES: Array<{ type: string; bytes: number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The image type of `data` by its magic bytes, or null. */
export function sniffImageType(data: Buffer): string | null {
  return SIGNATURES.find((s) => data.length >= s.bytes.length && s.bytes.every((b, i) => data[i] === b))?.type ?? null;
}

/**
 * Who an answer is for: only the hub-manager flag sees PAN, phone and the document images unmasked, and lists hold
 * only the FEs of the viewer's hubs (or of none yet; docs/adr/013).
 */
type Viewer = Pick<AuthUser, 'flags' | 'allHubs' | 'hubs'>;
/** The hubs whose FEs a viewer sees; null for all. */
const hubsOf = (viewer: Viewer) => (viewer.allHubs ? null : viewer.hubs);

/**
 * Every FE answer goes through these two (least privilege on FE personal data, spec 001 §6, docs/adr/006): a user
 * without the hub-manager flag gets PAN and phone masked and no PAN-card or address-proof image URL, whose file id is
 * what lets GET /files/{fileId} serve the image.
 */
const forViewer = (viewer: Viewer, fe: FieldExecutive): FieldExecutive => (viewer.flags.isHubManager ? fe : maskFieldExecutive(fe));
const summaryForViewer = <T extends FieldExecutiveSummary>(viewer: Viewer, fe: T): T => (viewer.flags.isHubManager ? fe : maskFieldExecutiveSummary(fe));

/**
 * Field executives (spec 001 §5, §7): list, read, identifier search, create, edit and deactivate; Hub Management
 * (001 §2, §7: hub managers only, the contracts' guard); the image upload GET /files/{fileId} serves.
 */
export function createFieldExecutiveService(app: FastifyInstance) {
  const fes = app.repos.fieldExecutives;

  /**
   * Refuses a photo URL that is not one of our uploads (a typed or foreign URL is never stored), or one someone else
   * uploaded: a file is attached only by its uploader, so a file id seen on another FE's record or in a shared link
   * cannot be made this FE's document (docs/areas/platform.md "Uploaded files").
   */
  async function assertUploaded(db: Db | Tx, url: string, message: string, uploaderId: string): Promise<void> {
    const fileId = fileIdOfUrl(url);
    const file = fileId ? await app.repos.files.upload(db, fileId) : null;
    if (!file) throw badRequest(message, [message]);
    if (file.ownerUserId !== uploaderId) throw forbidden(FILE_MESSAGES.uploadedBySomeoneElse);
  }

  return {
    async list(query: EndpointQueryOut<typeof getFieldExecutives>, viewer: Viewer) {
      const { rows, counts, total } = await fes.page(app.db, query, hubsOf(viewer));
      return { items: rows.map((r) => summaryForViewer(viewer, toSummary(r))), total, page: query.page, pageSize: query.pageSize, counts };
    },

    async search(identifier: string, viewer: Viewer) {
      const check = checkFeIdentifier(identifier);
      if (check.kind === 'blank') throw badRequest('Identifier is required');
      if (check.kind !== 'complete') throw badRequest(check.message);
      const row = await fes.findBy(app.db, check.type, check.value, hubsOf(viewer));
      if (!row) throw notFound(FE_MESSAGES.noIdentifierMatch);
      return { matchedBy: check.type, fieldExecutive: summaryForViewer(viewer, toSummary(row)), assignedHubOrgUnitIds: await fes.activeHubIds(app.db, row.id) };
    },

    async get(id: string, viewer: Viewer) {
      const row = await fes.get(app.db, id);
      if (!row) throw notFound(FE_MESSAGES.notFound);
      return forViewer(viewer, toFieldExecutive(row));
    },

    async create(body: EndpointBodyOut<typeof createFieldExecutive>, viewer: Viewer & { id: string; email: string }) {
      const row = await app.db
        .transaction(async (tx) => {
          if (await fes.panTaken(tx, body.panNumber)) throw conflict(FE_MESSAGES.panExists);
          await assertUploaded(tx, body.panCardPhotoUrl, FE_MESSAGES.panCardRequired, viewer.id);
          await assertUploaded(tx, body.addressProofPhotoUrl, FE_MESSAGES.addressProofRequired, viewer.id);
          return fes.create(tx, body, viewer.email);
        })
        .catch((err: unknown) => {
          // Two onboardings of one PAN at once: the unique index decides, the loser gets the same 409.
          if (isUniqueViolation(err, FE_CONSTRAINTS.panUnique)) throw conflict(FE_MESSAGES.panExists);
          throw err;
        });
      return { message: FE_MESSAGES.created, data: forViewer(viewer, toFieldExecutive(row)) };
    },

    async update(id: string, input: EndpointBodyOut<typeof updateFieldExecutive>, viewer: Viewer & { id: string }) {
      const { panNumber: _pan, ...body } = input;
      const row = await app.db.transaction(async (tx) => {
        const current = await fes.get(tx, id, true);
        if (!current) throw notFound(FE_MESSAGES.notFound);
        if (current.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveEdit);
        const changes = Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && v !== current[k as keyof typeof current])) as typeof body;
        if (Object.keys(changes).length === 0) throw badRequest(FE_MESSAGES.noChanges);
        if (changes.panCardPhotoUrl) await assertUploaded(tx, changes.panCardPhotoUrl, FE_MESSAGES.panCardRequired, viewer.id);
        if (changes.addressProofPhotoUrl) await assertUploaded(tx, changes.addressProofPhotoUrl, FE_MESSAGES.addressProofRequired, viewer.id);
        return fes.update(tx, id, changes);
      });
      return { message: FE_MESSAGES.updated, data: forViewer(viewer, toFieldExecutive(row)) };
    },

    async deactivate(id: string, reason: string, viewer: Viewer & { email: string }) {
      const row = await app.db.transaction(async (tx) => {
        const current = await fes.get(tx, id, true);
        if (!current) throw notFound(FE_MESSAGES.notFound);
        if (current.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveDeactivate);
        return fes.deactivate(tx, id, reason, viewer.email);
      });
      return { message: FE_MESSAGES.deactivated, data: forViewer(viewer, toFieldExecutive(row)) };
    },

    // ---------------------------------------------------------------- Hub Management (001 §2, §7)
    /** The hubs the viewer may assign FEs to: their own (all for a user with every hub). */
    async enabledHubs(viewer: Viewer) {
      const rows = await app.repos.hubs.list(app.db);
      return rows.filter((h) => worksInHub(viewer, h.hubOrgUnitId)).map((h) => ({ name: h.hubName, orgUnitId: h.hubOrgUnitId }));
    },

    async activeAtHub(hubId: string, viewer: Viewer) {
      const rows = await fes.activeAtHub(app.db, hubId);
      return { activeFes: rows.map((r) => ({ ...summaryForViewer(viewer, toSummary(r)), assignedAt: r.assignedAt.toISOString() })) };
    },

    async assign(feId: string, hubOrgUnitId: string, by: string) {
      await app.db
        .transaction(async (tx) => {
          const fe = await fes.get(tx, feId, true);
          if (!fe) throw notFound(FE_MESSAGES.notFound);
          if (fe.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveAssign);
          if (!(await app.repos.hubs.get(tx, hubOrgUnitId))) throw notFound(hubNotFoundMessage(hubOrgUnitId));
          if (await fes.isAssigned(tx, feId, hubOrgUnitId)) throw conflict(FE_MESSAGES.alreadyAssigned);
          await fes.assign(tx, feId, hubOrgUnitId, by);
        })
        .catch((err: unknown) => {
          // Two assigns at once: the partial unique index lets one through.
          if (isUniqueViolation(err, FE_CONSTRAINTS.activeAssignmentUnique)) throw conflict(FE_MESSAGES.alreadyAssigned);
          throw err;
        });
      return { successful: true as const, message: FE_MESSAGES.assigned };
    },

    async deassign(feId: string, hubOrgUnitId: string, by: string) {
      await app.db.transaction(async (tx) => {
        if (!(await fes.get(tx, feId))) throw notFound(FE_MESSAGES.notFound);
        if (!(await fes.deassign(tx, feId, hubOrgUnitId, by))) throw notFound(FE_MESSAGES.notAssigned);
      });
      return { successful: true as const, message: FE_MESSAGES.deassigned };
    },

    // ---------------------------------------------------------------- image upload
    /** Stores one uploaded image (the bytes `readUploadBody` read): png or jpeg by content, within the user's quota. */
    async upload(userId: string, query: EndpointQueryOut<typeof uploadFieldExecutiveFile>, data: Buffer) {
      if (data.length === 0) throw badRequest(FE_MESSAGES.imageRequired);
      const contentType = sniffImageType(data);
      if (!contentType) throw unsupportedMedia(FE_MESSAGES.imageRequired);

      // 192 random bits: the id in the URL is the capability, so it must not be guessable.
      const id = crypto.randomBytes(24).toString('base64url');
      const storageKey = crypto.randomBytes(24).toString('base64url');
      const fileName = (query.fileName || 'upload').slice(0, 255);
      // Quota and row in one transaction (a per-user lock inside): 80 parallel uploads cannot all pass the quota.
      await app.db.transaction(async (tx) => {
        await app.uploads.claimQuota(tx, userId, data.length);
        await fes.addUpload(tx, {
          id,
          ownerUserId: userId,
          purpose: query.purpose ?? FE_UPLOAD_DEFAULT_PURPOSE,
          fileName,
          contentType,
          sizeBytes: data.length,
          storageKey,
        });
      });
      try {
        await app.fileStorage.put(storageKey, data);
      } catch (err) {
        await fes.removeUpload(app.db, id);
        throw err;
      }
      return { data: fileUrl(id), message: 'File uploaded successfully', fileId: id };
    },
  };
}
