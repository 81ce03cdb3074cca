// The outbox: scan-driven and quantity writes that survive a dropped network (docs/adr/010-field-conditions.md).
// A flow opts in by sending its write through `outboxCall` / `outboxMutationFn` instead of `callEndpoint` /
// `endpointMutationFn`, shows <OutboxLineStatus> on its lines, and tells the ends of a write apart (done, kept on the
// device, refused) with `settleWrite` / `writeCallbacks`.
export * from './types';
export * from './messages';
export * from './owner';
export { classifyFailure, Outbox, OutboxQueuedError, OUTBOX_RETRY_DELAYS, type OutboxDeps } from './outbox';
export { indexedDbStorage, memoryStorage, OUTBOX_DB } from './storage';
export { attachOutboxQueryClient, getOutbox, onOutboxRefused, resetOutbox, sendEntry } from './outbox-store';
export { outboxCall, outboxMutationFn, type OutboxIntent } from './outbox-call';
export { settleWrite, writeCallbacks, type QueuedWrite, type WriteOutcomes } from './settle-write';
export { useOutbox, useOutboxLines, type OutboxLine } from './hooks';
export { OutboxLineStatus, type OutboxLineStatusProps } from './components/outbox-line-status';
export { OutboxPanel } from './components/outbox-panel';
