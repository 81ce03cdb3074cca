import { type QueryKey } from '@tanstack/react-query';
import { ContractViolationError } from '../api/errors';
import { newIdempotencyKey } from '../api/client';
import { type Endpoint, type EndpointArgs, type EndpointResult, fillPath, type QueryValues } from '../contracts';
import { toast } from '../ui/Toast';
import { getOutbox } from './outbox-store';
import { isOutboxQueued } from './owner';

/** Id of the "kept on this device" toast: one on screen however many writes are kept (30 scans a second offline). */
export const QUEUED_TOAST_ID = 'hub-outbox-queued';

/** Tells the user a write was kept on the device (once while the toast shows), then lets the caller see it as pending. */
function kept(error: unknown): never {
  if (isOutboxQueued(error)) toast.info(error.message, { id: QUEUED_TOAST_ID });
  throw error;
}

/** What the outbox keeps about a write besides the request: for the user (label, line) and for the replay (key, keys). */
export interface OutboxIntent {
  /** What the user did, in words; shown in the outbox list. */
  label: string;
  /** The screen area (e.g. `dispatch:${spaId}`): its lines show pending and refused writes. */
  scope: string;
  /** Line ids in the scope the write changes (item ids, tote ids); default none. */
  lines?: readonly string[];
  /** Query keys to refresh after a replay went through; default none. */
  invalidate?: readonly QueryKey[];
  /** Idempotency-Key of the user action (a scan's scanId); default a new one. */
  key?: string;
}

/**
 * One write through the outbox (opt-in for a flow: the endpoint must be `idempotent: true`, so replays count once).
 * Resolves with the parsed answer; rejects with the server's refusal (ApiError) as `callEndpoint` does, or with
 * OutboxQueuedError when the write is kept on the device to be sent later (show it as pending, not as a failure).
 */
export async function outboxCall<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, intent: OutboxIntent): Promise<EndpointResult<E>> {
  if (!endpoint.idempotent) throw new Error(`${endpoint.name} is not idempotent: a replay could count it twice`);
  if (!endpoint.response) throw new Error(`${endpoint.name} answers bytes, not JSON`);
  const { params, query, body } = args as { params?: Record<string, unknown>; query?: QueryValues; body?: unknown };
  const data = await getOutbox()
    .submit({
      key: intent.key ?? newIdempotencyKey(),
      endpoint: endpoint.name,
      // JSON round trip: what is stored is exactly what is sent, now and on a replay after a reload.
      request: JSON.parse(JSON.stringify({ method: endpoint.method, path: fillPath(endpoint.path, params), query, body })),
      label: intent.label,
      scope: intent.scope,
      lines: [...(intent.lines ?? [])],
      invalidate: (intent.invalidate ?? []).map((k) => JSON.parse(JSON.stringify(k)) as unknown[]),
    })
    .catch(kept);
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) throw new ContractViolationError(200, data);
  return parsed.data as EndpointResult<E>;
}

/**
 * `endpointMutationFn` through the outbox: a TanStack Query mutationFn with one Idempotency-Key per user action (per
 * variables object), the intent read from the variables. The one change a flow makes to opt in.
 */
export function outboxMutationFn<E extends Endpoint, V>(
  endpoint: E,
  toArgs: (variables: V) => EndpointArgs<E>,
  intent: (variables: V) => OutboxIntent,
): (variables: V) => Promise<EndpointResult<E>> {
  const keys = new WeakMap<object, string>();
  return (variables) => {
    const own = intent(variables);
    let key = own.key ?? (typeof variables === 'object' && variables !== null ? keys.get(variables) : undefined);
    if (!key) {
      key = newIdempotencyKey();
      if (typeof variables === 'object' && variables !== null) keys.set(variables, key);
    }
    return outboxCall(endpoint, toArgs(variables), { ...own, key });
  };
}
