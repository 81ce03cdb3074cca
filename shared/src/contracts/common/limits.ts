import { z } from 'zod';

/**
 * Lengths every contract takes its text limits from (docs/adr/007-hardening.md). Generous for people, small enough that
 * nothing a client sends can overflow an index or hold the server: identifiers, names, free text, URLs.
 */
export const TEXT_MAX = {
  /** Ids of hubs, zones, totes, items, FEs, activities (the longest seen are well under 40). */
  id: 64,
  /** Names of people, places and things. */
  name: 100,
  /** Search boxes. */
  search: 100,
  /** An email address (RFC 5321). */
  email: 254,
  /** Addresses, reasons, comments. */
  text: 500,
  /** A URL the server made (uploaded files, images). */
  url: 500,
  /** Opaque tokens a provider sends back (OIDC code and state). */
  token: 2048,
} as const;

/** "{Label} must be at most N characters": the wording the validator gives defaults, for contracts that set their own. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required id in a path or body: trimmed, 1..64 characters. */
export const idText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT_MAX.id, tooLong(label, TEXT_MAX.id));
