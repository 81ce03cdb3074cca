import { bytesToMb } from '../../format';

/** The uploader's texts, word for word (spec 002 §5, §8). */
export const UPLOAD_MESSAGES = {
  single: 'Please provide a single valid file',
  tooLarge: (maxBytes: number) => `File size should be less than ${bytesToMb(maxBytes)}MB`,
  sameFile: 'Please use same file which was used to fetch routing input details',
  failed: 'Upload failed',
} as const;

/** Rules one upload is checked against. */
export interface UploadRules {
  /** Largest allowed size in bytes; default no limit. */
  maxSizeBytes?: number;
  /** Check mode: the name of the earlier file, which this one must carry; default off. */
  expectedFileName?: string | null;
  /** Allowed extensions without the dot (e.g. ['png', 'jpeg', 'jpg']); default any. */
  allowedExtensions?: readonly string[];
}

/** Checks a selection before upload; returns the text to show, or null when the file may go. */
export function validateUploadFiles(files: ArrayLike<File> | null | undefined, rules: UploadRules = {}): string | null {
  if (!files || files.length !== 1) return UPLOAD_MESSAGES.single;
  const file = files[0]!;
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (file.size === 0 || (rules.allowedExtensions && !rules.allowedExtensions.map((e) => e.toLowerCase()).includes(ext))) {
    return UPLOAD_MESSAGES.single;
  }
  if (rules.maxSizeBytes !== undefined && file.size > rules.maxSizeBytes) return UPLOAD_MESSAGES.tooLarge(rules.maxSizeBytes);
  if (rules.expectedFileName && file.name !== rules.expectedFileName) return UPLOAD_MESSAGES.sameFile;
  return null;
}
