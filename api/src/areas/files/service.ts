import { type FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stable pastel colour from a name, so the same product always looks the same. */
function colourOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360} 55% 80%)`;
}

/** Uploaded files (bytes from the configured FileStorage) and generated demo images. */
export function createFileService(app: FastifyInstance) {
  return {
    /** The upload's bytes with its type and a file name safe for a header (404 when the row or its bytes are gone). */
    async file(fileId: string) {
      const row = await app.repos.files.upload(app.db, fileId);
      const data = row ? await app.fileStorage.get(row.storageKey) : null;
      if (!row || !data) throw notFound(`File ${fileId} not found`);
      return { contentType: row.contentType, fileName: row.fileName.replace(/[^A-Za-z0-9._ -]/g, ''), data };
    },

    /** A generated demo image (svg) of a product, POD or proof. */
    media(kind: string, name: string): string {
      const label = name.replace(/\.svg$/, '');
      const title = kind === 'sku' ? label : kind === 'pod' ? `POD ${label}` : `Proof ${label}`;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" rx="16" fill="${colourOf(label)}"/><text x="120" y="128" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${escapeXml(title)}</text></svg>`;
    },
  };
}
