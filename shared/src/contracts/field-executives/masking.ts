import { type FieldExecutive, type FieldExecutiveSummary } from './field-executives';

/** The character that stands for a hidden character of a masked PAN or phone number. */
export const FE_MASK_CHAR = '•';
/** How many trailing characters a masked PAN or phone number keeps. */
export const FE_MASK_VISIBLE = 4;

/**
 * A PAN or phone number as a user without the hub-manager flag sees it: every character but the last 4 replaced by
 * "•" ("ABCDE1234F" is "••••••234F", "9876543210" is "••••••3210"); text of 4 characters or fewer is all "•".
 */
export function maskIdentifier(value: string): string {
  if (value.length <= FE_MASK_VISIBLE) return FE_MASK_CHAR.repeat(value.length);
  return FE_MASK_CHAR.repeat(value.length - FE_MASK_VISIBLE) + value.slice(-FE_MASK_VISIBLE);
}

/** A list or search row with PAN and phone masked (least privilege on FE personal data, docs/adr/006). */
export function maskFieldExecutiveSummary<T extends FieldExecutiveSummary>(fe: T): T {
  return { ...fe, phoneNumber: maskIdentifier(fe.phoneNumber), panNumber: maskIdentifier(fe.panNumber) };
}

/** One FE with PAN and phone masked and without the PAN-card and address-proof image URLs (their ids are the capability). */
export function maskFieldExecutive(fe: FieldExecutive): FieldExecutive {
  const { panCardPhotoUrl: _pan, addressProofPhotoUrl: _proof, ...rest } = fe;
  return maskFieldExecutiveSummary(rest);
}
