import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError } from '../api/errors';
import { IDEMPOTENCY_MESSAGES } from '../contracts';
import { classifyFailure, Outbox, type OutboxDeps } from './outbox';
import { isOutboxQueued, outboxOwner } from './owner';
import { indexedDbStorage, memoryStorage } from './storage';
import { type OutboxEntry, type OutboxStorage, type SendResult } from './types';

// jsdom hides Node's structuredClone, which IndexedDB (fake-indexeddb) clones values with.
globalThis.structuredClone ??= ((v: unknown) => deserialize(serialize(v))) as typeof structuredClone;

/** A fake server: counts writes once per Idempotency-Key (as the api's idempotency plugin does), refuses on demand. */
function fakeServer() {
  const seen = new Map<string, unknown>();
  const state = {
    up: true,
    refuse: new Map<string, string>(),
    /** Keys in the order they were received (a replay of a seen key is answered from `seen`). */
    received: [] as string[],
    writes: 0,
  };
  const send = async (e: OutboxEntry): Promise<SendResult> => {
    state.received.push(e.key);
    if (!state.up) return classifyFailure(new TypeError('Failed to fetch'));
    const refusal = state.refuse.get(e.label);
    if (refusal) return classifyFailure(new ApiError(400, { message: refusal }, refusal));
    if (!seen.has(e.key)) {
      state.writes++;
      seen.set(e.key, { n: state.writes, label: e.label });
    }
    return { kind: 'ok', data: seen.get(e.key) };
  };
  return { state, send };
}

function makeOutbox(storage: OutboxStorage, send: OutboxDeps['send'], extra: Partial<OutboxDeps> = {}) {
  const online = { value: true };
  const outbox = new Outbox({ storage, send, isOnline: () => online.value, retryDelays: [60_000], ...extra });
  return { outbox, online };
}

const write = (label: string, key?: string) => ({
  key: key ?? `key-${label}`,
  endpoint: 'updateDispatchItems',
  request: { method: 'PUT' as const, path: `/x/${label}`, body: { label } },
  label,
  scope: 'dispatch:SPA-1',
  lines: [label],
  invalidate: [['hubOps', 'manifest', 'SPA-1']],
});

const settle = async (p: Promise<unknown>) =>
  p.then(
    (v) => ({ ok: v }),
    (e: unknown) => ({ err: e }),
  );

describe('Outbox', () => {
  it('sends a write at once when online and resolves with the answer; nothing stays', async () => {
    const server = fakeServer();
    const { outbox } = makeOutbox(memoryStorage(), server.send);
    await outbox.setOwner('u1');
    await expect(outbox.submit(write('A'))).resolves.toEqual({ n: 1, label: 'A' });
    expect(outbox.snapshot()).toMatchObject({ waiting: 0, refused: 0, entries: [] });
  });

  it('keeps writes made offline, marks them pending, and replays them in order when the network is back', async () => {
    const server = fakeServer();
    const { outbox, online } = makeOutbox(memoryStorage(), server.send);
    await outbox.setOwner('u1');
    online.value = false;
    for (const l of ['A', 'B', 'C']) {
      const r = await settle(outbox.submit(write(l)));
      expect(isOutboxQueued((r as { err?: unknown }).err)).toBe(true);
    }
    expect(outbox.snapshot().waiting).toBe(3);
    expect(server.state.received).toEqual([]);
    online.value = true;
    await outbox.retryNow();
    expect(server.state.received).toEqual(['key-A', 'key-B', 'key-C']);
    expect(server.state.writes).toBe(3);
    expect(outbox.snapshot().waiting).toBe(0);
  });

  it('a write made while earlier ones wait goes behind them (order is kept even online)', async () => {
    const server = fakeServer();
    const { outbox, online } = makeOutbox(memoryStorage(), server.send);
    await outbox.setOwner('u1');
    online.value = false;
    await settle(outbox.submit(write('A')));
    online.value = true;
    // Online, but A still waits (its retry has not come yet): B must not overtake it.
    const b = await settle(outbox.submit(write('B')));
    await outbox.drain();
    expect(isOutboxQueued((b as { err?: unknown }).err)).toBe(true);
    expect(server.state.received).toEqual(['key-A', 'key-B']);
  });

  it('a network failure keeps the write and its key; the replay counts it once even when the first attempt arrived', async () => {
    const server = fakeServer();
    let lose = true;
    // The first attempt reaches the server but its answer is lost.
    const send: OutboxDeps['send'] = async (e) => {
      const r = await server.send(e);
      if (lose) {
        lose = false;
        return classifyFailure(new TypeError('Failed to fetch'));
      }
      return r;
    };
    const { outbox } = makeOutbox(memoryStorage(), send);
    await outbox.setOwner('u1');
    const first = await settle(outbox.submit(write('A')));
    expect(isOutboxQueued((first as { err?: unknown }).err)).toBe(true);
    expect(outbox.snapshot().entries[0]).toMatchObject({ key: 'key-A', attempts: 1, status: 'waiting' });
    await outbox.retryNow();
    expect(server.state.received).toEqual(['key-A', 'key-A']);
    expect(server.state.writes).toBe(1);
    expect(outbox.snapshot().entries).toEqual([]);
  });

  it('a replay the server refuses stays listed with its message; the ones after it still go; dismiss removes it', async () => {
    const server = fakeServer();
    const refused: OutboxEntry[][] = [];
    const replayed: unknown[][][] = [];
    const { outbox, online } = makeOutbox(memoryStorage(), server.send, { onRefused: (e) => refused.push(e), onReplayed: (k) => replayed.push(k) });
    await outbox.setOwner('u1');
    online.value = false;
    for (const l of ['A', 'B', 'C']) await settle(outbox.submit(write(l)));
    server.state.refuse.set('B', 'Failed to update units');
    online.value = true;
    await outbox.retryNow();
    expect(server.state.writes).toBe(2);
    const s = outbox.snapshot();
    expect(s).toMatchObject({ waiting: 0, refused: 1 });
    expect(s.entries[0]).toMatchObject({ label: 'B', status: 'refused', message: 'Failed to update units', lines: ['B'] });
    expect(refused.flat().map((e) => e.label)).toEqual(['B']);
    // The screens of A and C may be gone: their queries are refreshed once.
    expect(replayed).toEqual([[['hubOps', 'manifest', 'SPA-1']]]);
    await outbox.dismiss(s.entries[0]!.id);
    expect(outbox.snapshot().entries).toEqual([]);
  });

  it('a refusal while the user waits for the answer is thrown to the screen and not kept', async () => {
    const server = fakeServer();
    server.state.refuse.set('A', 'Duplicate Scan.');
    const { outbox } = makeOutbox(memoryStorage(), server.send);
    await outbox.setOwner('u1');
    const r = await settle(outbox.submit(write('A')));
    expect((r as { err: ApiError }).err).toBeInstanceOf(ApiError);
    expect((r as { err: ApiError }).err.message).toBe('Duplicate Scan.');
    expect(outbox.snapshot().entries).toEqual([]);
  });

  it("belongs to its owner: another user on the device neither sees nor replays the first user's writes", async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const { outbox, online } = makeOutbox(storage, server.send);
    await outbox.setOwner(outboxOwner('hub.exec@demo.hub'));
    online.value = false;
    await settle(outbox.submit(write('A')));
    await settle(outbox.submit(write('B')));
    online.value = true;
    await outbox.setOwner(null);
    await outbox.setOwner(outboxOwner('hub.manager@demo.hub'));
    await outbox.drain();
    expect(outbox.snapshot()).toMatchObject({ waiting: 0, entries: [] });
    expect(server.state.received).toEqual([]);
    // The first user signs in again: their writes are replayed.
    await outbox.setOwner(outboxOwner('HUB.EXEC@demo.hub '));
    await outbox.drain();
    expect(server.state.received).toEqual(['key-A', 'key-B']);
  });

  it('clear removes only that owner’s writes (logout)', async () => {
    const storage = memoryStorage();
    const { outbox, online } = makeOutbox(storage, fakeServer().send);
    online.value = false;
    await outbox.setOwner('u1');
    await settle(outbox.submit(write('A')));
    await outbox.setOwner('u2');
    await settle(outbox.submit(write('B')));
    await outbox.clear('u2');
    expect(await storage.list('u2')).toEqual([]);
    expect((await storage.list('u1')).map((e) => e.label)).toEqual(['A']);
  });

  it('a signed-out answer (401) stops the replay until the owner signs in again, without a refusal', async () => {
    let status = 401;
    const send: OutboxDeps['send'] = async () =>
      status === 401 ? classifyFailure(new ApiError(401, { message: 'Not signed in' }, 'x')) : { kind: 'ok', data: {} };
    const { outbox } = makeOutbox(memoryStorage(), send);
    await outbox.setOwner('u1');
    await settle(outbox.submit(write('A')));
    expect(outbox.snapshot()).toMatchObject({ waiting: 1, refused: 0 });
    status = 200;
    await outbox.setOwner(null);
    await outbox.setOwner('u1');
    await outbox.drain();
    expect(outbox.snapshot().waiting).toBe(0);
  });

  it('a signed-out answer that signs the user out while it is handled leaves the owner’s hint at their stored writes', async () => {
    // The api client hands a 401 to the shell (which signs the user out: owner null) before the outbox reads the
    // answer. The hint of the owner whose write stays must count it: the header reads it at their next sign-in to start
    // the replay, and a 0 there left the write on the device, never sent (field.spec "another user ... first user's
    // next sign-in does").
    const hints = new Map<string, number>();
    const storage = memoryStorage();
    const shell = { signOut: async () => undefined as unknown };
    const send: OutboxDeps['send'] = async () => {
      await shell.signOut();
      return classifyFailure(new ApiError(401, { message: 'Please sign in' }, 'x'));
    };
    const { outbox } = makeOutbox(storage, send, { hint: (o, n) => hints.set(o, n) });
    shell.signOut = () => outbox.setOwner(null);
    await outbox.setOwner('u1');
    await settle(outbox.submit(write('A')));
    await outbox.drain();
    expect((await storage.list('u1')).map((e) => e.status)).toEqual(['waiting']);
    expect(hints.get('u1')).toBe(1);
  });

  it('keeps the hint (count per owner) up before a write is stored and after every change', async () => {
    const hints: Array<[string, number]> = [];
    const { outbox, online } = makeOutbox(memoryStorage(), fakeServer().send, { hint: (o, n) => hints.push([o, n]) });
    await outbox.setOwner('u1');
    online.value = false;
    await settle(outbox.submit(write('A')));
    online.value = true;
    await outbox.retryNow();
    expect(hints[0]).toEqual(['u1', 1]);
    expect(hints.at(-1)).toEqual(['u1', 0]);
  });
});

describe('classifyFailure', () => {
  it('retries what was not answered and refuses what the server refused', () => {
    expect(classifyFailure(new TypeError('Failed to fetch')).kind).toBe('retry');
    for (const s of [408, 429, 502, 503, 504]) expect(classifyFailure(new ApiError(s, null, 'x')).kind).toBe('retry');
    expect(classifyFailure(new ApiError(409, { message: IDEMPOTENCY_MESSAGES.inFlight }, 'x')).kind).toBe('retry');
    expect(classifyFailure(new ApiError(409, { message: 'Duplicate Scan.' }, 'x'))).toMatchObject({ kind: 'refused', message: 'Duplicate Scan.' });
    expect(classifyFailure(new ApiError(400, { message: 'Failed to update units' }, 'x'))).toMatchObject({
      kind: 'refused',
      message: 'Failed to update units',
    });
    expect(classifyFailure(new ApiError(401, null, 'x')).kind).toBe('signedOut');
  });
});

describe('Outbox on IndexedDB', () => {
  beforeEach(() => {
    // A fresh database per test (the "device").
    (globalThis as { indexedDB: IDBFactory }).indexedDB = new IDBFactory();
  });

  it('survives a reload: a new page finds the writes in order with the same Idempotency-Keys and replays them', async () => {
    const server = fakeServer();
    const before = makeOutbox(indexedDbStorage(), server.send);
    await before.outbox.setOwner('u1');
    before.online.value = false;
    for (const l of ['A', 'B', 'C']) await settle(before.outbox.submit(write(l, `scan-${l}-0001`)));
    const keys = before.outbox.snapshot().entries.map((e) => e.key);

    // "Reload": a new storage connection and a new outbox on the same database.
    const after = makeOutbox(indexedDbStorage(), server.send);
    await after.outbox.setOwner('u1');
    expect(after.outbox.snapshot().entries.map((e) => e.key)).toEqual(keys);
    expect(keys).toEqual(['scan-A-0001', 'scan-B-0001', 'scan-C-0001']);
    await after.outbox.drain();
    expect(server.state.received).toEqual(keys);
    expect(await indexedDbStorage().list('u1')).toEqual([]);
  });

  it('lists entries by owner in the order they were made, and clears one owner', async () => {
    const s = indexedDbStorage();
    const base = { ...write('A'), createdAt: 1, status: 'waiting' as const, attempts: 0 };
    await s.add({ ...base, owner: 'u1', label: 'one' });
    await s.add({ ...base, owner: 'u2', label: 'other' });
    await s.add({ ...base, owner: 'u1', label: 'two' });
    expect((await s.list('u1')).map((e) => e.label)).toEqual(['one', 'two']);
    await s.clear('u1');
    expect(await s.list('u1')).toEqual([]);
    expect((await s.list('u2')).map((e) => e.label)).toEqual(['other']);
  });
});
