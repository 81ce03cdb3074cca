import { sql } from 'drizzle-orm';
import { resetTestWorld } from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import { TEST_RESET_REMOTE_REFUSED } from '../../src/areas/clock/service';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('POST /test/world/reset (HUB_TEST_RESET=1 only)', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  // The world's tables: not the live outbox (the test's writes publish to it; it is kept), nor users and the audit log
  // (a sign-in stamps the account, and the stamp is audited; the reset puts both back as seeded).
  const world = async () =>
    (await t.fingerprint())
      .split('\n')
      .filter((line) => !/^(live_outbox|users|audit_log):/.test(line))
      .join('\n');
  const itemCount = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select sum(qty)::int as n from items`))[0]!.n);

  it('puts every world table and sequence back as seeded, and keeps the sessions', async () => {
    t = await createTestApp({ seedScale: 1 });
    const cookie = await t.loginAs('hubManager');
    const seeded = await world();
    const items = await itemCount();
    expect(items).toBeGreaterThan(0);

    // A test's writes: rows changed (the items no longer match their associations), rows added, a sequence moved on.
    await t.database.db.execute(sql`update hubs set hub_name = 'Renamed by a test'`);
    await t.database.db.execute(sql`update items set qty = qty + 1`);
    await t.database.db.execute(
      sql`insert into reason_list_entries (list_key, code, label, position) values ('QC_FAILURE', 'TEST_ONLY', 'Added by a test', 49)`,
    );
    const firstId = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`insert into idempotency_keys (user_id, key, operation, request_hash) select id, 'k1', 'op', 'h' from users limit 1 returning id`,
      ),
    )[0]!.id;
    expect(await world()).not.toBe(seeded);

    const res = await t.call(resetTestWorld, {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().tables).toBeGreaterThan(10);
    expect(res.json().rows).toBeGreaterThan(1000);
    expect(await world()).toBe(seeded);
    expect(await itemCount()).toBe(items);
    // The same session still works, and the sequence gives the same id again: a test's ids do not depend on the tests before it.
    const again = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`insert into idempotency_keys (user_id, key, operation, request_hash) select id, 'k1', 'op', 'h' from users limit 1 returning id`,
      ),
    )[0]!.id;
    expect(again).toBe(firstId);
    expect((await t.call(resetTestWorld, {}, { cookie })).statusCode).toBe(200);
  });

  it('is refused to another machine and to a caller without a session, changing nothing', async () => {
    t = await createTestApp({ seedScale: 0 });
    const cookie = await t.loginAs('admin');
    await t.database.db.execute(sql`update hubs set hub_name = 'Renamed by a test'`);
    await t.expectRefused({ method: 'POST', url: '/logistics/api/test/world/reset', cookie, remoteAddress: '10.1.2.3' }, 403, TEST_RESET_REMOTE_REFUSED);
    await t.expectRefused({ method: 'POST', url: '/logistics/api/test/world/reset' }, 401, 'Please sign in');
  });

  it('is not there unless the api was started with HUB_TEST_RESET=1', async () => {
    t = await createTestApp({ seedScale: 0, config: { testReset: false } });
    const cookie = await t.loginAs('admin');
    expect((await t.call(resetTestWorld, {}, { cookie })).statusCode).toBe(404);
  });
});
