import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A client on another machine (10.1.1.1) may use demo sign-in here: the per-address ceiling is what is tested.
  t = await createTestApp({ config: { authRateLimitMax: 3, demoLoginRemote: true } });
});
afterAll(() => t.close());

describe('sign-in rate limit', () => {
  it('refuses the fourth sign-in attempt in a minute with 429 and a message', async () => {
    const attempt = () =>
      t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: 'hub.exec@demo.hub' }, remoteAddress: '10.1.1.1' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many sign-in attempts\. Please wait .+ and try again\.$/);
    // Another address has its own budget.
    const other = await t.request({
      method: 'POST',
      url: '/logistics/api/auth/demo-login',
      payload: { email: 'hub.exec@demo.hub' },
      remoteAddress: '10.1.1.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts attempts in the database, so every instance shares the limit', async () => {
    const rows = await t.database.db.query.rateLimitCounters.findMany();
    expect(rows.map((r) => [r.key, r.count])).toEqual(expect.arrayContaining([['sign-in:10.1.1.1', 4]]));
  });
});
