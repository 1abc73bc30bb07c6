import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger';

/** An app logging at `warn` (production's level) into `lines`, with the lazy request logger. */
async function appWithLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, genReqId: () => 'istek-1', childLoggerFactory: requestLogger });
  app.get('/warn', async (request) => {
    request.log.warn({ siparis: 'S-1' }, 'stok azaldı');
    return { ok: true };
  });
  app.get('/info', async (request) => {
    request.log.info('sessiz');
    request.log.debug('daha da sessiz');
    return { ok: true };
  });
  app.get('/child', async (request) => {
    request.log.child({ odeme: 'P-7' }).error('ödeme reddedildi');
    return { ok: true };
  });
  app.get('/chatty', { logLevel: 'info' }, async (request) => {
    request.log.info('bu rota konuşkan');
    return { ok: true };
  });
  app.get('/level', async (request) => ({ level: request.log.level }));
  await app.ready();
  return { app, lines };
}

describe('the request logger', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('writes what a request logs at an enabled level with the request id bound, as a pino child did', async () => {
    const { app, lines } = await appWithLines();
    close = () => app.close();
    expect((await app.inject('/warn')).statusCode).toBe(200);
    const line = lines.find((entry) => entry.msg === 'stok azaldı');
    expect(line).toMatchObject({ level: 40, reqId: 'istek-1', siparis: 'S-1' });
  });

  it('writes nothing below the app level, and a child of it keeps both bindings', async () => {
    const { app, lines } = await appWithLines();
    close = () => app.close();
    await app.inject('/info');
    expect(lines.map((entry) => entry.msg)).not.toContain('sessiz');
    expect(lines.map((entry) => entry.msg)).not.toContain('daha da sessiz');
    await app.inject('/child');
    expect(lines.find((entry) => entry.msg === 'ödeme reddedildi')).toMatchObject({ level: 50, reqId: 'istek-1', odeme: 'P-7' });
  });

  it("honours a route's own level", async () => {
    const { app, lines } = await appWithLines();
    close = () => app.close();
    await app.inject('/chatty');
    expect(lines.find((entry) => entry.msg === 'bu rota konuşkan')).toMatchObject({ level: 30, reqId: 'istek-1' });
  });

  it("reports the app's level until a line is written", async () => {
    const { app } = await appWithLines();
    close = () => app.close();
    expect((await app.inject('/level')).json()).toEqual({ level: 'warn' });
  });
});
