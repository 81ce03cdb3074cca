import { ApiError } from '../api/errors';
import { classifyFailure, Outbox } from './outbox';
import { isOutboxQueued } from './owner';
import { settleWrite, writeCallbacks } from './settle-write';
import { memoryStorage } from './storage';
import { type SendResult } from './types';

/** An outbox whose server answers what the case says (the real queue, in memory). */
async function outboxAnswering(answer: () => SendResult, online = true) {
  const outbox = new Outbox({ storage: memoryStorage(), send: async () => answer(), isOnline: () => online, retryDelays: [60_000] });
  await outbox.setOwner('u1');
  return outbox;
}

let n = 0;
const entry = () => ({
  key: `key-${++n}`,
  endpoint: 'scanTote',
  request: { method: 'POST' as const, path: `/x/${n}` },
  label: `Scan ${n}`,
  scope: 'test',
  lines: [String(n)],
  invalidate: [],
});

/** Every end of the write, recorded; each handler answers what the scan pipeline would get. */
function recorder() {
  const seen: string[] = [];
  return {
    seen,
    on: {
      done: (answer: unknown) => {
        seen.push(`done ${JSON.stringify(answer)}`);
        return { ok: true };
      },
      queued: (e: Error) => {
        seen.push(`queued ${e.name}`);
        return { ok: true, pending: true };
      },
      refused: (e: unknown) => {
        seen.push(`refused ${(e as Error).message}`);
        return { ok: false, message: (e as Error).message };
      },
      settled: () => void seen.push('settled'),
    },
  };
}

describe('settleWrite', () => {
  it('succeeded: hands the answer to done, then settles', async () => {
    const outbox = await outboxAnswering(() => ({ kind: 'ok', data: { verified: 1 } }));
    const r = recorder();
    await expect(settleWrite(() => outbox.submit(entry()), r.on)).resolves.toEqual({ ok: true });
    expect(r.seen).toEqual(['done {"verified":1}', 'settled']);
  });

  it('queued (offline): the outbox keeps the write and queued decides; nothing is a failure', async () => {
    const outbox = await outboxAnswering(() => ({ kind: 'ok', data: {} }), false);
    const r = recorder();
    await expect(settleWrite(() => outbox.submit(entry()), r.on)).resolves.toEqual({ ok: true, pending: true });
    expect(r.seen).toEqual(['queued OutboxQueuedError', 'settled']);
    expect(outbox.snapshot().waiting).toBe(1);
  });

  it('queued without a handler: the OutboxQueuedError is rethrown (the scan pipeline shows it pending)', async () => {
    const outbox = await outboxAnswering(() => ({ kind: 'ok', data: {} }), false);
    const refused = jest.fn();
    const error = await settleWrite(() => outbox.submit(entry()), { done: () => ({ ok: true }), refused }).catch((e: unknown) => e);
    expect(isOutboxQueued(error)).toBe(true);
    expect(refused).not.toHaveBeenCalled();
  });

  it('network error: a write through the outbox that meets no network is kept (queued), not refused', async () => {
    const outbox = await outboxAnswering(() => classifyFailure(new TypeError('Failed to fetch')));
    const r = recorder();
    await expect(settleWrite(() => outbox.submit(entry()), r.on)).resolves.toEqual({ ok: true, pending: true });
    expect(r.seen).toEqual(['queued OutboxQueuedError', 'settled']);
  });

  it('network error outside the outbox (a plain call): refused with the error', async () => {
    const r = recorder();
    const write = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(settleWrite(write, r.on)).resolves.toEqual({ ok: false, message: 'Failed to fetch' });
    expect(r.seen).toEqual(['refused Failed to fetch', 'settled']);
  });

  it("refused: the server's refusal goes to refused; without a handler it is rethrown as is", async () => {
    const outbox = await outboxAnswering(() => classifyFailure(new ApiError(400, { message: 'Tote is not in this zone' }, 'Bad Request')));
    const r = recorder();
    await expect(settleWrite(() => outbox.submit(entry()), r.on)).resolves.toEqual({ ok: false, message: 'Bad Request' });
    expect(r.seen).toEqual(['refused Bad Request', 'settled']);
    const refusal = new ApiError(409, { message: 'Already merged' }, 'Conflict');
    await expect(settleWrite(() => Promise.reject(refusal), { done: () => 1 })).rejects.toBe(refusal);
  });

  it('a throw in done counts as a failed write (as the screens’ try blocks did)', async () => {
    const r = recorder();
    const on = {
      ...r.on,
      done: () => {
        throw new Error('render failed');
      },
    };
    await expect(settleWrite(() => Promise.resolve(1), on)).resolves.toEqual({ ok: false, message: 'render failed' });
  });

  it('a handler that rethrows still settles first', async () => {
    const seen: string[] = [];
    const queued = Object.assign(new Error('kept'), { name: 'OutboxQueuedError', entry: {} });
    const run = settleWrite(() => Promise.reject(queued), {
      done: () => 'ok',
      queued: (e) => {
        seen.push('recorded');
        throw e;
      },
      settled: () => void seen.push('settled'),
    });
    await expect(run).rejects.toBe(queued);
    expect(seen).toEqual(['recorded', 'settled']);
  });
});

describe('writeCallbacks', () => {
  it('splits a mutation callback into done, queued and refused; an end without a handler does nothing', () => {
    const seen: string[] = [];
    const cb = writeCallbacks<number>({ done: (a) => seen.push(`done ${a}`), queued: () => seen.push('queued'), refused: () => seen.push('refused') });
    cb.onSuccess(3);
    cb.onError(Object.assign(new Error('kept'), { name: 'OutboxQueuedError', entry: {} }));
    cb.onError(new ApiError(400, {}, 'Bad Request'));
    cb.onError(new TypeError('Failed to fetch'));
    expect(seen).toEqual(['done 3', 'queued', 'refused', 'refused']);
    expect(() => writeCallbacks({}).onError(new Error('x'))).not.toThrow();
  });
});
