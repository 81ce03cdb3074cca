import { INDIAN_PHONE_PATTERN, PAN_PATTERN } from '../../validation/identifiers';
import { FE_ID_MIN_BODY_LENGTH, FE_MESSAGES } from './messages';

/** What a complete identifier is looked up by. */
export type FeIdentifierType = 'id' | 'phone' | 'pan';

/** The progressive reading of an identifier search term (spec 001 §5 "FE search"). */
export type FeIdentifierCheck =
  | { kind: 'blank' }
  | { kind: 'incomplete'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'complete'; type: FeIdentifierType; value: string };

const FE_ID_BODY = /^[A-Z0-9][A-Z0-9-]*$/;
const PAN_PREFIX = /^(?:[A-Z]{0,5}|[A-Z]{5}\d{1,4}|[A-Z]{5}\d{4}[A-Z])$/;

/**
 * Reads a search term progressively: blank is ignored; FE- starts an id ("Completing FE ID..." until
 * FE- + 6 characters); digits are a phone ("Enter N more digits for phone search" until 10); letters then digits
 * are a PAN ("Enter valid PAN (e.g., ABCDE1234F)" until complete); anything else is "Invalid format".
 */
export function checkFeIdentifier(raw: string): FeIdentifierCheck {
  const term = raw.trim().toUpperCase();
  if (!term) return { kind: 'blank' };
  if (term.startsWith('FE-')) {
    const body = term.slice(3);
    if (body && !FE_ID_BODY.test(body)) return { kind: 'invalid', message: FE_MESSAGES.invalidFormat };
    if (body.length < FE_ID_MIN_BODY_LENGTH) return { kind: 'incomplete', message: FE_MESSAGES.completingId };
    return { kind: 'complete', type: 'id', value: term };
  }
  if (/^\d+$/.test(term)) {
    if (!/^[6-9]/.test(term) || term.length > 10) return { kind: 'invalid', message: FE_MESSAGES.invalidFormat };
    if (term.length < 10) return { kind: 'incomplete', message: FE_MESSAGES.phoneMoreDigits(10 - term.length) };
    return INDIAN_PHONE_PATTERN.test(term) ? { kind: 'complete', type: 'phone', value: term } : { kind: 'invalid', message: FE_MESSAGES.invalidFormat };
  }
  if (PAN_PATTERN.test(term)) return { kind: 'complete', type: 'pan', value: term };
  if (PAN_PREFIX.test(term)) return { kind: 'incomplete', message: FE_MESSAGES.panExample };
  return { kind: 'invalid', message: FE_MESSAGES.invalidFormat };
}
