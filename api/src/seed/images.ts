import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { endpointUrl, getFile } from '@hub/shared/contracts';
import type * as s from '../db/schema';

/**
 * The demo world's images: a few real photos (images/, their sources and licences in images/LICENSE.md) stored as
 * uploads, so product, proof-of-delivery, alert-proof and identity-document images are served by GET /files/{id}
 * under the same rules as any upload (docs/areas/platform.md). The seed writes their `file_uploads` rows; the bytes
 * reach the configured FileStorage from these files the first time one is asked for (`sampleImageBytes`), since the
 * seed only holds the database and each api instance may have a storage of its own.
 */

/** The `purpose` of a sample photo's upload row (uploads.ts never sweeps these: the world refers to them). */
export const SAMPLE_UPLOAD_PURPOSE = 'SAMPLE';

/** What a sample photo stands for in the world. */
export type SampleImageUse = 'product' | 'pod' | 'proof' | 'document';

/** Each photo and what it is used for; `document` is, in order, the PAN card and the address proof of seeded FEs. */
const FILES: ReadonlyArray<{ file: string; uses: readonly SampleImageUse[] }> = [
  { file: 'coffee.jpg', uses: ['product'] },
  { file: 'flower.jpg', uses: ['product'] },
  { file: 'camera.jpg', uses: ['pod'] },
  { file: 'china.jpg', uses: ['pod'] },
  { file: 'page.jpg', uses: ['proof', 'document'] },
  { file: 'coins.jpg', uses: ['proof'] },
  { file: 'text.jpg', uses: ['proof', 'document'] },
];

/** One sample photo as stored: its upload id and storage key come from its bytes, so a changed photo is a new upload. */
export interface SampleImage {
  id: string;
  storageKey: string;
  fileName: string;
  contentType: 'image/jpeg';
  bytes: Buffer;
  uses: readonly SampleImageUse[];
  /** The URL the world stores (GET /files/{id}). */
  url: string;
}

// Source tree (tsx, jest): next to this file. The api bundle: api/build.mjs copies the folder to dist/seed-images.
function imagesFolder(): string {
  const candidates = [path.join(__dirname, 'images'), path.join(__dirname, 'seed-images')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'LICENSE.md')));
  if (!found) throw new Error(`The sample photos are missing: looked in ${candidates.join(', ')}`);
  return found;
}

let loaded: SampleImage[] | null = null;

/** Every sample photo (read once). */
export function sampleImages(): SampleImage[] {
  if (!loaded) {
    const dir = imagesFolder();
    loaded = FILES.map(({ file, uses }) => {
      const bytes = fs.readFileSync(path.join(dir, file));
      const hash = crypto.createHash('sha256').update(bytes).digest('hex');
      // Public, content-derived ids: these photos are no secret, unlike a user's upload (192 random bits).
      const id = `sample-${hash.slice(0, 24)}`;
      return {
        id,
        storageKey: `sample-${hash}`,
        fileName: file,
        contentType: 'image/jpeg',
        bytes,
        uses,
        url: endpointUrl(getFile, { params: { fileId: id } }),
      };
    });
  }
  return loaded;
}

/** The URL of the `n`th photo (wrapping) of those used as `use`: a stable pick per product, drop or alert. */
export function sampleImageUrl(use: SampleImageUse, n: number): string {
  const pool = sampleImages().filter((img) => img.uses.includes(use));
  return pool[Math.abs(Math.trunc(n)) % pool.length]!.url;
}

/** The `file_uploads` rows of the sample photos (no owner: no user's quota counts them). */
export function sampleImageUploads(): Array<typeof s.fileUploads.$inferInsert> {
  return sampleImages().map((img) => ({
    id: img.id,
    ownerUserId: null,
    purpose: SAMPLE_UPLOAD_PURPOSE,
    fileName: img.fileName,
    contentType: img.contentType,
    sizeBytes: img.bytes.length,
    storageKey: img.storageKey,
  }));
}

/** The bytes of the sample photo stored under `storageKey`, or null when no sample photo has that key. */
export function sampleImageBytes(storageKey: string): Buffer | null {
  return sampleImages().find((img) => img.storageKey === storageKey)?.bytes ?? null;
}

const FILE_URL_PREFIX = endpointUrl(getFile, { params: { fileId: 'X' } }).slice(0, -1);

/**
 * For the world's consistency check: every image the world refers to (products, push-list listings, timeline drops,
 * alert proofs, FE documents) that is not an upload in `file_uploads`. Rows of (source, url).
 */
export const unresolvedImageReferences = sql`
  with refs(source, url) as (
    select 'skus.image_url', image_url from skus where image_url is not null
    union all select 'push_list_items.image_url', image_url from push_list_items where image_url is not null
    union all select 'trip_events.images_url', unnest(images_url) from trip_events where images_url is not null
    union all select 'alerts.properties', jsonb_path_query(properties, 'lax $.*.proofImageUrls[*]') #>> '{}' from alerts
    union all select 'alerts.properties', jsonb_path_query(properties, 'lax $.*.rtoImages[*]') #>> '{}' from alerts
    union all select 'field_executives.pan_card_photo_url', pan_card_photo_url from field_executives
    union all select 'field_executives.address_proof_photo_url', address_proof_photo_url from field_executives
  )
  select r.source, r.url from refs r
  where not (starts_with(r.url, ${FILE_URL_PREFIX}::text)
             and exists (select 1 from file_uploads u where u.id = substr(r.url, ${FILE_URL_PREFIX.length + 1}::int)))
  limit 20`;
