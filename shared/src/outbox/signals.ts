// The outbox's names that the shell's start reads without loading the outbox (its first paint stays as it was): a
// module of its own, so a build puts only these few bytes where the start needs them.

/** localStorage key prefix of the per-owner count the outbox keeps (the shell loads its marks when one is > 0). */
export const OUTBOX_HINT_PREFIX = 'hub-outbox:';
/** Window event the outbox fires on every change: `detail` is `{ owner, waiting, refused }`. */
export const OUTBOX_EVENT = 'hub-outbox';
