import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  endpointUrl,
  getLiveHubChanges,
  hubForbiddenMessage,
  inscanCoupledTote,
  LIVE_EVENTS,
  LIVE_MAX_STREAMS_PER_SESSION,
  LIVE_MESSAGES,
  logout,
  mergeTote,
  moveZoneItems,
  updateDispatchItems,
} from '@hub/shared/contracts';
import { buildApp } from '../../src/app';
import { openDatabase, rowsOf } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import { parseLivePayload } from '../../src/plugins/app/live';
import { describeOnPostgres, listen, type LiveApp } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { databaseUrl } from '../helpers/templates';
import { makeDispatchManifest } from './hub-ops/dispatch-kit';
import { makeCoupledTote, makeZoneTote } from './hub-ops/tote-kit';
import { makeZoneWorld } from './hub-ops/zone-movement-kit';

/**
 * How long a wait may take before the test fails: a bound for a loaded machine, not a latency this test asserts
 * (benches measure latency). Below the streams' 20 s lifetime, so a stream that should end still fails the test.
 */
const WAIT_MS = 15_000;

/** Polls `holds` every 10 ms until it is true; fails naming `what` after `ms`. */
async function until(holds: () => boolean, what: string, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let markers = 0;
/**
 * Publishes a marker change (a zone no fixture has) of `hub` and returns its id. The outbox delivers in commit order,
 * so once a stream or follower has the marker it has everything committed before it: what it has not heard by then
 * was never published (a positive signal for "nothing happened", instead of a sleep).
 */
async function publishMarker(database: TestApp['database'], hub: string): Promise<string> {
  const id = `MARK-${++markers}`;
  await database.db.execute(sql`select hub_live(${hub}, 'zone', ${id})`);
  return id;
}

/** One server-sent event as the browser's EventSource would see it. */
interface SseEvent {
  event: string;
  data: string;
}

/** Opens a live stream over real HTTP and collects its events (a small EventSource for Node). */
async function openStream(origin: string, hubId: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}${endpointUrl(getLiveHubChanges, { params: { hubId } })}`, { headers: { cookie }, signal: controller.signal });
  const events: SseEvent[] = [];
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event) events.push({ event, data: data ?? '' });
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    res,
    events,
    ended: () => ended,
    /** Resolves with the first event matching, or rejects after `ms`. */
    async waitFor(pred: (e: SseEvent) => boolean, ms = WAIT_MS): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(pred);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: async () => {
      controller.abort();
      await done;
    },
    done,
  };
}

const changesOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === LIVE_EVENTS.change).flatMap((e) => (JSON.parse(e.data) as { changes: Array<{ e: string; id: string }> }).changes);
/** A stream's change events carry the change of this id (a marker's). */
const hasChange = (id: string) => (e: SseEvent) => e.event === LIVE_EVENTS.change && changesOf([e]).some((c) => c.id === id);
/** The changes a stream received after the marker `after` (up to now). */
const changesAfter = (events: SseEvent[], after: string) => {
  const changes = changesOf(events);
  const at = changes.findIndex((c) => c.id === after);
  if (at < 0) throw new Error(`marker ${after} not received`);
  return changes.slice(at + 1);
};

describe('live progress: GET /live/hubs/{hubId} (server-sent events from the live outbox)', () => {
  let t: TestApp;
  let live: LiveApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { live: { streamMaxMs: 20_000, heartbeatMs: 200, batchMs: 20, pollMs: 20 } } });
    live = await listen(t, ['hubExecutive', 'hubManager']);
  });
  afterAll(() => t.close());

  it('a dispatch by one operator reaches the other operator’s stream of that hub (manifest and zone); another hub hears nothing', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 3, zone: 'LM-LIVE1' }] });
    const watcher = await openStream(live.origin, m.hub, live.operators[1]!);
    const elsewhere = await openStream(live.origin, 'HUB-PUN-03', live.operators[1]!);
    expect(watcher.res.status).toBe(200);
    expect(watcher.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await watcher.waitFor((e) => e.event === LIVE_EVENTS.ready);
    await elsewhere.waitFor((e) => e.event === LIVE_EVENTS.ready);
    const [answer] = await live.parallel([
      {
        endpoint: updateDispatchItems,
        args: { params: { hubId: m.hub, spaId: m.spaId }, body: { items: [{ lItemId: m.items[0]!.itemId, dispatchedQty: 1 }] } },
      } as never,
    ]);
    expect(answer!.status).toBe(200);
    await watcher.waitFor((e) => e.event === LIVE_EVENTS.change && e.data.includes(m.spaId));
    await watcher.waitFor((e) => e.event === LIVE_EVENTS.change && e.data.includes('LM-LIVE1'));
    // Markers published on both hubs after the dispatch committed: once each stream has its own, it has everything the
    // dispatch published for it (a repeat of the manifest, or anything at all for the other hub).
    const here = await publishMarker(t.database, m.hub);
    const there = await publishMarker(t.database, 'HUB-PUN-03');
    await watcher.waitFor(hasChange(here));
    await elsewhere.waitFor(hasChange(there));
    expect(changesOf(watcher.events)).toEqual(
      expect.arrayContaining([
        { e: 'manifest', id: m.spaId },
        { e: 'zone', id: 'LM-LIVE1' },
      ]),
    );
    // Folded: the association and the item both changed in one transaction, yet the manifest is named once.
    expect(changesOf(watcher.events).filter((c) => c.e === 'manifest' && c.id === m.spaId)).toHaveLength(1);
    // The other hub heard its marker and nothing else.
    expect(changesOf(elsewhere.events)).toEqual([{ e: 'zone', id: there }]);
    await Promise.all([watcher.close(), elsewhere.close()]);
  });

  it('a refused write publishes nothing (its outbox rows roll back with it)', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 1, zone: 'LM-LIVE2', dispatched: 1 }] });
    const watcher = await openStream(live.origin, m.hub, live.operators[1]!);
    await watcher.waitFor((e) => e.event === LIVE_EVENTS.ready);
    // The fixture's own writes are changes too, and the stream may hear them: what it hears after this marker came
    // after the fixture.
    const before = await publishMarker(t.database, m.hub);
    await watcher.waitFor(hasChange(before));
    const [answer] = await live.parallel([
      {
        endpoint: updateDispatchItems,
        args: { params: { hubId: m.hub, spaId: m.spaId }, body: { items: [{ lItemId: m.items[0]!.itemId, dispatchedQty: 1 }] } },
      } as never,
    ]);
    expect(answer!.status).toBeGreaterThanOrEqual(400);
    // Published after the refusal ended: by the time the stream has it, it has whatever the refused write published.
    const after = await publishMarker(t.database, m.hub);
    await watcher.waitFor(hasChange(after));
    expect(changesAfter(watcher.events, before).filter((c) => c.id === m.spaId || c.id === 'LM-LIVE2')).toEqual([]);
    await watcher.close();
  });

  it("a stream is for a signed-in session and a known hub: 401 without one, 403 for an unknown hub (not one of the user's)", async () => {
    const anon = await fetch(`${live.origin}${endpointUrl(getLiveHubChanges, { params: { hubId: 'HUB-BLR-01' } })}`);
    expect(anon.status).toBe(401);
    const unknown = await fetch(`${live.origin}${endpointUrl(getLiveHubChanges, { params: { hubId: 'HUB-NOPE' } })}`, {
      headers: { cookie: live.operators[0]! },
    });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toEqual({ message: hubForbiddenMessage('HUB-NOPE') });
  });

  it('ends the stream when its session logs out, not at its 20 s end', async () => {
    const cookie = await t.loginAs('hubPsvExecutive');
    const watcher = await openStream(live.origin, 'HUB-BLR-01', cookie);
    await watcher.waitFor((e) => e.event === LIVE_EVENTS.ready);
    const out = await fetch(`${live.origin}${endpointUrl(logout, {})}`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE } });
    expect(out.status).toBe(200);
    // WAIT_MS is below the stream's 20 s lifetime: a stream the logout did not end is still open then.
    await until(() => watcher.ended(), 'the stream to end');
    expect(watcher.ended()).toBe(true);
  });

  it('zone movement, tote in-scan and tote merging publish the zones and totes they change (their screens refresh live)', async () => {
    const cookie = await t.loginAs('hubExecutive');
    const heard: Array<ReturnType<typeof parseLivePayload>> = [];
    const stop = await t.database.followLive(
      (p) => heard.push(parseLivePayload(p)),
      () => undefined,
      20,
    );
    /** What the follower heard since the last take: everything committed up to now (a marker's turn, commit order). */
    const take = async () => {
      const marker = await publishMarker(t.database, 'HUB-BLR-01');
      const at = () => heard.findIndex((h) => h?.change.id === marker);
      await until(() => at() >= 0, `the follower to hear ${marker}`);
      return heard
        .splice(0, at() + 1)
        .slice(0, -1)
        .map((h) => h && `${h.hubId} ${h.change.e} ${h.change.id}`);
    };
    try {
      // A tote newly coupled to the hub's inward: its in-scan list changes.
      const coupled = await makeCoupledTote(t.app.db, { zone: 'LM-LIVE-IN' });
      expect(await take()).toContain(`${coupled.hub} inscan ${coupled.toteId}`);
      const scanned = await t.call(inscanCoupledTote, { params: { hubId: coupled.hub }, body: { toteId: coupled.toteId } }, { cookie });
      expect(scanned.statusCode).toBe(200);
      expect(await take()).toEqual(
        expect.arrayContaining([`${coupled.hub} inscan ${coupled.toteId}`, `${coupled.hub} tote ${coupled.toteId}`, `${coupled.hub} zone LM-LIVE-IN`]),
      );

      const source = await makeZoneTote(t.app.db, { zone: 'LM-LIVE-MG', weightGm: 500 });
      const destination = await makeZoneTote(t.app.db, { zone: 'LM-LIVE-MG', weightGm: 600 });
      await take();
      const merged = await t.call(
        mergeTote,
        { params: { hubId: source.hub, toteId: source.toteId }, body: { destinationToteId: destination.toteId } },
        { cookie },
      );
      expect(merged.statusCode).toBe(200);
      expect(await take()).toEqual(
        expect.arrayContaining([`${source.hub} tote ${source.toteId}`, `${source.hub} tote ${destination.toteId}`, `${source.hub} zone LM-LIVE-MG`]),
      );

      const w = await makeZoneWorld(t.app.db, { items: [{ qty: 3 }] });
      await take();
      const moved = await t.call(
        moveZoneItems,
        {
          params: { movementType: 'ZONE_TO_ZONE' },
          query: { moveToTote: 'false' },
          body: { itemId: w.items[0]!.itemId, hubOrgUnitId: w.hub, sourceZoneId: w.staging, associationDetail: [{ entityId: w.lm, units: 1 }] },
        },
        { cookie },
      );
      expect(moved.statusCode).toBe(200);
      expect(await take()).toEqual(expect.arrayContaining([`${w.hub} zone ${w.staging}`, `${w.hub} zone ${w.lm}`]));
    } finally {
      await stop();
    }
  });

  it('the database publishes per hub and entity, folds repeats, and a session can write without publishing (hub.live_off)', async () => {
    const heard: string[] = [];
    const stop = await t.database.followLive(
      (p) => heard.push(p),
      () => undefined,
      20,
    );
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select hub_live('HUB-BLR-01', 'zone', 'Z1'), hub_live('HUB-BLR-01', 'zone', 'Z1'), hub_live('HUB-BLR-01', 'runsheet', 'RS1')`);
    });
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('hub.live_off', 'on', true)`);
      await tx.execute(sql`select hub_live('HUB-BLR-01', 'zone', 'Z2')`);
    });
    // Committed after both: once it is heard, so is all they published.
    const marker = await publishMarker(t.database, 'HUB-BLR-01');
    await until(() => heard.some((p) => parseLivePayload(p)?.change.id === marker), `the follower to hear ${marker}`);
    await stop();
    expect(heard.map(parseLivePayload)).toEqual([
      { hubId: 'HUB-BLR-01', change: { e: 'zone', id: 'Z1' } },
      { hubId: 'HUB-BLR-01', change: { e: 'runsheet', id: 'RS1' } },
      { hubId: 'HUB-BLR-01', change: { e: 'zone', id: marker } },
    ]);
  });
});

describeOnPostgres('live outbox on PostgreSQL: commit order, not insert order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a change committed after a later one is still delivered, each once; history before the start is not replayed', async () => {
    await t.database.db.execute(sql`select hub_live('HUB-BLR-01', 'zone', 'OLD')`);
    const heard: string[] = [];
    const stop = await t.database.followLive(
      (p) => heard.push(parseLivePayload(p)!.change.id),
      () => undefined,
      20,
    );
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let published!: () => void;
    const aPublished = new Promise<void>((r) => (published = r));
    // A takes the lower seq, then stays open while B commits: a reader that kept "the last seq read" would skip A.
    const a = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select hub_live('HUB-BLR-01', 'zone', 'A')`);
      published();
      await held;
    });
    await Promise.race([aPublished, a]);
    await t.database.db.execute(sql`select hub_live('HUB-BLR-01', 'zone', 'B')`);
    await until(() => heard.includes('B'), 'the follower to hear B');
    // OLD (before the start) would have come with or before B; A has not committed.
    expect(heard).toEqual(['B']);
    release();
    await a;
    await until(() => heard.includes('A'), 'the follower to hear A once it committed');
    // Committed last: once it is heard, a repeat of A or B would have been too.
    const marker = await publishMarker(t.database, 'HUB-BLR-01');
    await until(() => heard.includes(marker), `the follower to hear ${marker}`);
    await stop();
    expect(heard).toEqual(['B', 'A', marker]);
  });
});

describeOnPostgres('live progress with two api instances on one PostgreSQL', () => {
  it('a write through instance A reaches a stream served by instance B', async () => {
    const a = await createTestApp({ config: { live: { streamMaxMs: 20_000, heartbeatMs: 1000, batchMs: 20, pollMs: 20 } } });
    const name = rowsOf<{ db: string }>(await a.database.db.execute(sql`select current_database() as db`))[0]!.db;
    const dbB = await openDatabase({ kind: 'postgres', url: databaseUrl(process.env.DATABASE_URL!, name) });
    const b = await buildApp({
      database: dbB,
      logger: false,
      config: {
        demoLogin: true,
        seedOnStart: false,
        webRoot: undefined,
        oidc: undefined,
        ldap: undefined,
        live: { streamMaxMs: 20_000, heartbeatMs: 1000, batchMs: 20, pollMs: 20 },
      },
    });
    try {
      const liveA = await listen(a, ['hubExecutive']);
      await b.listen({ port: 0, host: '127.0.0.1' });
      const originB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
      const m = await makeDispatchManifest(a.app.db, { items: [{ qty: 2, zone: 'LM-LIVE3' }] });
      // The session row is in the one database: instance B accepts A's cookie.
      const watcher = await openStream(originB, m.hub, liveA.operators[0]!);
      const ready = await watcher.waitFor((e) => e.event === LIVE_EVENTS.ready);
      expect(JSON.parse(ready.data).instance).toBe(b.live.instance);
      expect(b.live.instance).not.toBe(a.app.live.instance);
      const [answer] = await liveA.parallel([
        {
          endpoint: updateDispatchItems,
          args: { params: { hubId: m.hub, spaId: m.spaId }, body: { items: [{ lItemId: m.items[0]!.itemId, dispatchedQty: 1 }] } },
        } as never,
      ]);
      expect(answer!.status).toBe(200);
      await watcher.waitFor((e) => e.event === LIVE_EVENTS.change && e.data.includes(m.spaId));
      await watcher.close();
    } finally {
      await b.close();
      await dbB.close();
      await a.close();
    }
  });
});

describe('live streams end with their session (issue 33: shared hub devices)', () => {
  let t: TestApp;
  let live: LiveApp;
  beforeAll(async () => {
    // A heartbeat of a minute: the session check runs at its 5 s ceiling, so what ends a stream sooner is the logout itself.
    t = await createTestApp({ config: { live: { streamMaxMs: 60_000, heartbeatMs: 60_000, batchMs: 20, pollMs: 20 } } });
    live = await listen(t, []);
  });
  afterAll(() => t.close());

  /** The sessions row id of a session cookie (the SHA-256 of its token). */
  const sessionIdOf = (cookie: string) =>
    crypto
      .createHash('sha256')
      .update(/hub_session=([^;]+)/.exec(cookie)![1]!)
      .digest('base64url');

  it('a logout on this instance closes its streams before the logout answers; another session’s stream stays open', async () => {
    const cookie = await t.loginAs('hubPsvExecutive');
    const other = await t.loginAs('hubExecutive');
    const a = await openStream(live.origin, 'HUB-BLR-01', cookie);
    const b = await openStream(live.origin, 'HUB-PUN-03', cookie);
    const kept = await openStream(live.origin, 'HUB-BLR-01', other);
    await Promise.all([a, b, kept].map((s) => s.waitFor((e) => e.event === LIVE_EVENTS.ready)));
    const open = t.app.live.streams();
    const out = await fetch(`${live.origin}${endpointUrl(logout, {})}`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE } });
    expect(out.status).toBe(200);
    // Closed by the logout itself (the next session check is 5 s away): both streams are gone by the time it answers.
    expect(t.app.live.streams()).toBe(open - 2);
    await until(() => a.ended() && b.ended(), 'the logged-out streams to end');
    expect(kept.ended()).toBe(false);
    await kept.close();
  });

  it('a session ended elsewhere (its row gone: another instance’s logout, expiry) ends its stream within one session check', async () => {
    const cookie = await t.loginAs('hubPsvExecutive');
    const watcher = await openStream(live.origin, 'HUB-BLR-01', cookie);
    await watcher.waitFor((e) => e.event === LIVE_EVENTS.ready);
    // Expired in the database, as another instance or the clock would leave it: no hook on this instance runs.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    // WAIT_MS is below the stream's 60 s lifetime and heartbeat: only the 5 s session check can end it in time.
    await until(() => watcher.ended(), 'the expired session’s stream to end');
    expect(watcher.ended()).toBe(true);
  });

  it(`a session holds at most ${LIVE_MAX_STREAMS_PER_SESSION} streams: the next is refused 429 and the open ones keep going`, async () => {
    const cookie = await t.loginAs('hubPsvExecutive');
    const other = await t.loginAs('hubExecutive');
    const streams = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_SESSION; i++) streams.push(await openStream(live.origin, 'HUB-BLR-01', cookie));
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === LIVE_EVENTS.ready)));
    const refused = await fetch(`${live.origin}${endpointUrl(getLiveHubChanges, { params: { hubId: 'HUB-BLR-01' } })}`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: LIVE_MESSAGES.tooManyStreams });
    expect(streams.every((s) => !s.ended())).toBe(true);
    // The cap is per session: another session opens its own.
    const theirs = await openStream(live.origin, 'HUB-BLR-01', other);
    expect(theirs.res.status).toBe(200);
    // A closed stream frees its place.
    const open = t.app.live.streams();
    await streams[0]!.close();
    await until(() => t.app.live.streams() === open - 1, 'the server to see the closed stream');
    const again = await openStream(live.origin, 'HUB-BLR-01', cookie);
    expect(again.res.status).toBe(200);
    await again.waitFor((e) => e.event === LIVE_EVENTS.ready);
    await Promise.all([...streams.slice(1), theirs, again].map((s) => s.close()));
  });
});
