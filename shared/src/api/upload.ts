import { apiFetch, type ApiQuery } from './client';

/** Content types guessed from the extension when the browser gives none (spec 002 §5). */
export const CONTENT_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  apk: 'application/vnd.android.package-archive',
  kml: 'application/vnd.google-earth.kml+xml',
  xml: 'application/xml',
};

/** The file's own content type, else one guessed from its extension (xls, xlsx, apk, kml, xml), else octet-stream. */
export function guessContentType(fileName: string, given?: string | null): string {
  if (given) return given;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** The uploader's generic failure text. */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** A failed upload; its message is what the user sees ('Upload failed' or 'upload failed: {error}'). */
export class UploadError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** What an upload call answers: the URL of the stored file (when the server returns one) plus data and message. */
export interface UploadResult {
  /** URL of the stored file: the response itself when it is a string, else `data` when that is a string. */
  url: string | null;
  /** The response's `data` (or the URL string). */
  data: unknown;
  /** The response's `message`, if any. */
  message: string | null;
}

function readError(body: unknown): string | null {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown; error?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors) && typeof b.errors[0] === 'string') return b.errors[0];
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return null;
}

/**
 * POSTs the raw file to the caller's URL with fileName, fileSize and fileType in the query (spec 002 §7).
 * The response is a URL string or `{ data, message }`. Failures throw UploadError.
 */
export async function uploadFile(
  url: string,
  file: Blob & { name?: string },
  options: { fileName?: string; query?: ApiQuery; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  const fileName = options.fileName ?? file.name ?? 'file';
  const fileType = guessContentType(fileName, file.type);
  let res: Response;
  try {
    res = await apiFetch(url, {
      method: 'POST',
      query: { ...options.query, fileName, fileSize: file.size, fileType },
      headers: { 'content-type': fileType },
      body: file,
      signal: options.signal,
    });
  } catch (e) {
    throw new UploadError(e instanceof Error && e.message ? `upload failed: ${e.message}` : UPLOAD_FAILED_MESSAGE);
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const error = readError(body);
    throw new UploadError(error ? `upload failed: ${error}` : UPLOAD_FAILED_MESSAGE, res.status);
  }
  if (typeof body === 'string' && body.trim()) return { url: body.trim(), data: body.trim(), message: null };
  if (body && typeof body === 'object' && 'data' in body) {
    const { data, message } = body as { data: unknown; message?: unknown };
    return { url: typeof data === 'string' ? data : null, data, message: typeof message === 'string' ? message : null };
  }
  throw new UploadError(UPLOAD_FAILED_MESSAGE, res.status);
}

/** Fetches a file (e.g. a spreadsheet export) and saves it under `fileName` in the browser. */
export async function downloadFile(path: string, fileName: string, query?: ApiQuery): Promise<void> {
  const res = await apiFetch(path, { query, headers: { accept: '*/*' } });
  if (!res.ok) throw new UploadError(`Download failed (${res.status})`, res.status);
  saveBlob(await res.blob(), fileName);
}

/** Saves a received blob as a file (the spreadsheet download helper, spec 002 §7). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
