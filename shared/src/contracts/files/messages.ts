import { guardMessage } from '../session/guards';

/** Texts of uploaded files: who may read one and who may attach it (docs/areas/platform.md "Uploaded files"). */
export const FILE_MESSAGES = {
  notFound: (fileId: string) => `File ${fileId} not found`,
  /** A record (an FE's photo) may refer only to a file its writer uploaded: a file id seen elsewhere is not theirs. */
  uploadedBySomeoneElse: 'This file was uploaded by someone else. Upload it again.',
  /** An upload nothing refers to yet is its uploader's alone. */
  notYours: 'Only the person who uploaded this file can see it until it is attached to a record.',
  /** An FE's identity document: personal data, for the roles that manage FEs (docs/adr/006). */
  feDocument: guardMessage('hubManager'),
} as const;
