import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { freshDatabase } from '../helpers/test-app';

describe('request logging', () => {
  it('writes one line per answered request, with its request id, method, URL, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    const { database, drop } = await freshDatabase();
    const app = await buildApp({ database, logger: { level: 'info', stream }, config: { seedOnStart: true, seedScale: 0, webRoot: undefined } });
    try {
      const ok = await app.inject({ method: 'GET', url: '/logistics/api/health', headers: { 'x-request-id': 'req-log-0001' } });
      const refused = await app.inject({ method: 'GET', url: '/logistics/api/sessionInfo', headers: { 'x-request-id': 'req-log-0002' } });
      expect([ok.statusCode, refused.statusCode]).toEqual([200, 401]);
      const perRequest = (id: string) => lines.filter((l) => l.reqId === id && l.msg !== 'request refused');
      expect(perRequest('req-log-0001')).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/logistics/api/health' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(perRequest('req-log-0002')).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 401 } })]);
    } finally {
      await app.close();
      await drop();
    }
  });
});
