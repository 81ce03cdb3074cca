import { type FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { getFile, getMedia } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { fileUploads } from '../../db/schema';
import { notFound } from '../../lib/http-error';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stable pastel colour from a name, so the same product always looks the same. */
function colourOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360} 55% 80%)`;
}

/** Uploaded files (bytes from the configured FileStorage, signed-in users only) and generated demo images. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getFile, async ({ request, reply }) => {
    const [row] = await app.db
      .select({ contentType: fileUploads.contentType, fileName: fileUploads.fileName, storageKey: fileUploads.storageKey })
      .from(fileUploads)
      .where(eq(fileUploads.id, request.params.fileId))
      .limit(1);
    const data = row ? await app.fileStorage.get(row.storageKey) : null;
    if (!row || !data) throw notFound(`File ${request.params.fileId} not found`);
    return reply
      .type(row.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${row.fileName.replace(/[^A-Za-z0-9._ -]/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });

  registerEndpoint(app, getMedia, async ({ request, reply }) => {
    const { kind, name } = request.params;
    const label = name.replace(/\.svg$/, '');
    const title = kind === 'sku' ? label : kind === 'pod' ? `POD ${label}` : `Proof ${label}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" rx="16" fill="${colourOf(label)}"/><text x="120" y="128" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${escapeXml(title)}</text></svg>`;
    // Session-only: a shared cache must not keep it (private), the browser may for a day.
    return reply.type('image/svg+xml').header('cache-control', 'private, max-age=86400').send(svg);
  });
};
