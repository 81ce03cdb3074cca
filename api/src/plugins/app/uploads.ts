import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { endpointUrl, getFile } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { rowsOf, type Tx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { SAMPLE_UPLOAD_PURPOSE } from '../../seed/images';

/** Texts of the upload quota refusals (429). */
export const UPLOAD_MESSAGES = {
  perMinute: (n: number) => `Too many uploads: at most ${n} a minute. Please wait a minute and try again.`,
  perHour: (mb: number) => `Upload limit reached: at most ${mb} MB an hour. Please try again later.`,
} as const;

/** Upload totals for operators. */
export interface UploadStats {
  files: number;
  bytes: number;
  unattachedFiles: number;
  unattachedBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      /**
       * Inside the upload's transaction: serialises one user's uploads (advisory lock) and refuses with 429 when this
       * one would pass the per-minute count or the per-hour bytes. Parallel uploads cannot all slip under the quota.
       */
      claimQuota(tx: Tx, userId: string, sizeBytes: number): Promise<void>;
      /** Removes uploads older than the configured age that nothing refers to; returns how many went. */
      sweep(now?: Date): Promise<number>;
      stats(): Promise<UploadStats>;
    };
  }
}

// A file is attached when a record stores its URL; FE photos are the only such records users make. An area that
// stores upload URLs adds its columns here, so the sweep never removes a file in use. The seeded sample photos
// (purpose SAMPLE: the world's product, proof-of-delivery and alert-proof images, seed/images.ts) are always in use.
/** What an upload's URL starts with (its id follows): records store the URL, so attachments are found by it. */
export const FILE_URL_PREFIX = endpointUrl(getFile, { params: { fileId: 'X' } }).slice(0, -1);
const unattached = sql`u.purpose <> ${SAMPLE_UPLOAD_PURPOSE} and not exists (
  select 1 from field_executives fe
  where fe.pan_card_photo_url = ${FILE_URL_PREFIX} || u.id or fe.address_proof_photo_url = ${FILE_URL_PREFIX} || u.id
)`;

/** Per-user upload quotas, the orphan sweep the api runs itself, and totals for /health/details. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { uploads } = opts.config;

    async function claimQuota(tx: Tx, userId: string, sizeBytes: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${userId}`}))`);
      const [row] = rowsOf<{ minute: number; hour_bytes: number }>(
        await tx.execute(sql`select
            count(*) filter (where created_at > now() - interval '1 minute')::int as minute,
            coalesce(sum(size_bytes) filter (where created_at > now() - interval '1 hour'), 0)::bigint as hour_bytes
          from file_uploads where owner_user_id = ${userId} and created_at > now() - interval '1 hour'`),
      );
      if (Number(row?.minute ?? 0) >= uploads.perMinute) throw new HttpError(429, UPLOAD_MESSAGES.perMinute(uploads.perMinute));
      if (Number(row?.hour_bytes ?? 0) + sizeBytes > uploads.bytesPerHour) {
        throw new HttpError(429, UPLOAD_MESSAGES.perHour(Math.round(uploads.bytesPerHour / 1048576)));
      }
    }

    async function sweep(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - uploads.orphanMaxAgeMinutes * 60_000);
      const gone = rowsOf<{ id: string; storage_key: string }>(
        await app.db.execute(sql`delete from file_uploads u where u.created_at < ${cutoff.toISOString()}::timestamptz and ${unattached}
          returning u.id, u.storage_key`),
      );
      for (const row of gone) await app.fileStorage.delete(row.storage_key);
      if (gone.length) app.log.info({ removed: gone.length }, 'removed unattached uploads');
      return gone.length;
    }

    async function stats(): Promise<UploadStats> {
      const [row] = rowsOf<{ files: number; bytes: number; ufiles: number; ubytes: number }>(
        await app.db.execute(sql`select count(*)::int as files, coalesce(sum(size_bytes), 0)::bigint as bytes,
            (count(*) filter (where ${unattached}))::int as ufiles,
            coalesce(sum(size_bytes) filter (where ${unattached}), 0)::bigint as ubytes
          from file_uploads u`),
      );
      return {
        files: Number(row?.files ?? 0),
        bytes: Number(row?.bytes ?? 0),
        unattachedFiles: Number(row?.ufiles ?? 0),
        unattachedBytes: Number(row?.ubytes ?? 0),
      };
    }

    app.decorate('uploads', { claimQuota, sweep, stats });

    // The job runs in every instance; deleting is idempotent, so two instances sweeping at once do no harm.
    if (uploads.sweepIntervalMinutes > 0) {
      const timer = setInterval(() => {
        sweep().catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
      }, uploads.sweepIntervalMinutes * 60_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'uploads', dependencies: ['db', 'file-storage'] },
);
