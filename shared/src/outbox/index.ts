// The outbox: scan-driven and quantity writes that survive a dropped network (docs/adr/010-field-conditions.md).
// A flow opts in by sending its write through `outboxCall` / `outboxMutationFn` instead of `callEndpoint` /
// `endpointMutationFn`, and shows <OutboxLineStatus> on its lines.
export * from './types';
export * from './messages';
export * from './owner';
export { classifyFailure, Outbox, OutboxQueuedError, OUTBOX_RETRY_DELAYS, type OutboxDeps } from './outbox';
export { indexedDbStorage, memoryStorage, OUTBOX_DB } from './storage';
export { attachOutboxQueryClient, getOutbox, onOutboxRefused, resetOutbox, sendEntry } from './outbox-store';
export { outboxCall, outboxMutationFn, type OutboxIntent } from './outbox-call';
export { useOutbox, useOutboxLines, type OutboxLine } from './hooks';
export { OutboxLineStatus, type OutboxLineStatusProps } from './components/outbox-line-status';
export { OutboxPanel } from './components/outbox-panel';
