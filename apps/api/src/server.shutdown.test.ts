import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect as connectTcp, createServer, type Socket as TcpSocket } from 'node:net';
import { chatSocketEvents, marketingMessages, type ServerRestartingEvent } from '@pazaryeri/contract';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, campaigns, subscribers } from './db/schema/marketing';
import { jobs } from './integrations/jobs';
import { auth, createTestApp, createUser, injectJson, type TestApp } from './test/helper';
import { freePort } from './lib/free-port';
import { type ApiProcess, startApiProcesses } from './test/processes';

/**
 * A load balancer in miniature: each new TCP connection goes to the first upstream whose
 * /api/ready said 200 at the last poll (every 100 ms), as nginx's active checks would.
 */
async function startBalancer(upstreams: ApiProcess[]) {
  const ready = new Map(upstreams.map((upstream) => [upstream.url, true]));
  const chosen: string[] = [];
  const open = new Set<TcpSocket>();
  const poll = setInterval(() => {
    for (const upstream of upstreams) {
      void fetch(`${upstream.url}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
        (answer) => ready.set(upstream.url, answer.ok),
        () => ready.set(upstream.url, false),
      );
    }
  }, 100);
  const server = createServer((client) => {
    const target = upstreams.find((upstream) => ready.get(upstream.url)) ?? upstreams[0];
    chosen.push(target.url);
    const { hostname, port } = new URL(target.url);
    const upstream = connectTcp({ host: hostname, port: Number(port) });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined).on('close', () => open.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    chosen,
    async close() {
      clearInterval(poll);
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
}

/** An SMTP server that takes `delayMs` over each mail and keeps its recipients. */
async function startSlowSmtp() {
  const state = { received: [] as string[], delayMs: 100 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          state.received.push(...session.envelope.rcptTo.map((address) => address.address));
          callback();
        }, state.delayMs),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as { port: number };
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A POST whose body arrives over `spreadMs`: in flight from its first byte to the last. */
function slowPost(url: string, payload: unknown, spreadMs: number) {
  const body = Buffer.from(JSON.stringify(payload));
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.write(body.subarray(0, 5));
    setTimeout(() => request.end(body.subarray(5)), spreadMs);
  });
}

/**
 * SIGTERM to a real `server.ts` process while it serves a slow request, holds a campaign's send
 * job and has a chat socket open. PGlite lives inside one process: this needs PostgreSQL.
 */
describe.skipIf(!process.env.DATABASE_URL)('graceful shutdown of an API process (needs PostgreSQL: DATABASE_URL)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;

  beforeAll(async () => {
    smtp = await startSlowSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MARKETING_SEND_PARALLEL: '1', MARKETING_SEND_RATE_PER_MINUTE: '100000' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('on SIGTERM: not ready at once, serves through the drain, finishes in-flight work, gives its job back and sends its sockets elsewhere', async () => {
    const staff = (await createUser(t.app, { role: 'marketing' })).token;
    const buyer = await createUser(t.app, { name: 'Yeniden Bağlanan' });
    // The default drain: on a loaded machine the process may take most of a second to say it is
    // not ready, and a balancer needs the rest of the drain to take it out.
    const drainMs = 3000;
    const metricsPort = await freePort();
    // A lease far longer than the test: a job taken back within it was given back, not expired.
    const closing = startApiProcesses(t, 1, {
      JOBS_WORKER: 'true',
      JOBS_POLL_MS: '100',
      JOBS_LEASE_SECONDS: '120',
      SMTP_URL: smtp.url,
      MARKETING_SEND_RATE_PER_MINUTE: '100000',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SHUTDOWN_TIMEOUT_MS: '5000',
      METRICS_PORT: String(metricsPort),
    });
    const staying = startApiProcesses(t, 1, { JOBS_WORKER: 'false' });
    const [first, second] = await Promise.all([closing, staying]);
    const [one, two] = [first.servers[0], second.servers[0]];
    const balancer = await startBalancer([one, two]);
    const socket = connectSocket(balancer.url, { path: '/socket.io', transports: ['websocket'], auth: { token: buyer.token }, reconnectionDelay: 100, reconnectionDelayMax: 200 });
    try {
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      expect(balancer.chosen).toEqual([one.url]);

      // Its metrics on their own port (the pool and the socket counted), never on the public one.
      const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(scraped).toMatch(/^pazaryeri_db_pool_clients\{state="total"\} [1-9]/m);
      expect(scraped).toMatch(/^pazaryeri_socketio_connected_sockets 1$/m);
      expect(scraped).toMatch(/^pazaryeri_ready 1$/m);
      expect((await fetch(`${one.url}/metrics`)).status).toBe(404);

      // A campaign of slow mails, its one send job held by the first process.
      const rows = await t.app.db
        .insert(subscribers)
        .values(Array.from({ length: 40 }, (_, index) => ({ email: `kapanis.${index}@ornek.com.tr`, status: 'confirmed' as const, consentText: marketingMessages.consentText, consentPage: '/', confirmedAt: sql`now()` })))
        .returning();
      const campaignMails = () => smtp.state.received.filter((to) => to.startsWith('kapanis.'));
      const created = await injectJson(t.app, { method: 'POST', url: '/api/marketting', headers: auth(staff), payload: { title: 'Kapanış kampanyası', content: 'İçerik' } });
      const campaignId = created.body.campaign._id as string;
      expect((await injectJson(t.app, { method: 'POST', url: `/api/sendCampaign/${campaignId}`, headers: auth(staff), payload: { subscriberIds: rows.map((row) => row.id) } })).status).toBe(202);
      await expect.poll(() => campaignMails().length, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(3);

      const hint = new Promise<ServerRestartingEvent>((resolve) => socket.once(chatSocketEvents.restarting, resolve));
      const inFlight = slowPost(`${one.url}/api/subscriber/subscribe`, { email: 'gec-gelen@example.com' }, drainMs + 500);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const signalledAt = Date.now();
      const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) =>
        one.child.once('exit', (code) => resolve({ code, afterMs: Date.now() - signalledAt })),
      );
      one.child.kill('SIGTERM');

      await expect.poll(async () => (await fetch(`${one.url}/api/ready`)).status, { timeout: drainMs / 2, interval: 20 }).toBe(503);
      const readyAfterMs = Date.now() - signalledAt;
      // A new connection during the drain is still served, and told not to stay.
      const during = await fetch(`${one.url}/api/health`);
      expect(during.status).toBe(200);
      expect(during.headers.get('connection')).toBe('close');
      expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toMatch(/^pazaryeri_ready 0$/m);

      expect(await inFlight).toMatchObject({ status: 200 });
      expect(await hint).toEqual({ reconnectInMs: expect.any(Number) });
      const { code, afterMs } = await exited;
      expect({ code, afterMs: afterMs < drainMs + 5000 }).toEqual({ code: 0, afterMs: true });
      expect(readyAfterMs).toBeLessThan(drainMs / 2);

      // The socket came back, through the balancer, to the process that stays.
      await expect.poll(() => socket.connected && balancer.chosen.length >= 2, { timeout: 5000 }).toBe(true);
      expect(balancer.chosen.at(-1)).toBe(two.url);

      // The job is due now and held by nobody (its lease had two minutes to run); no row is left half sent.
      const [job] = await t.app.db.select().from(jobs).where(eq(jobs.queue, 'marketing.send'));
      expect(job).toMatchObject({ status: 'queued', lockedBy: null });
      expect(job.runAt.getTime()).toBeLessThanOrEqual(Date.now());
      const sending = await t.app.db.select().from(campaignRecipients).where(eq(campaignRecipients.status, 'sending'));
      expect(sending).toEqual([]);
      const sentBefore = campaignMails().length;
      expect(sentBefore).toBeGreaterThanOrEqual(3);
      expect(sentBefore).toBeLessThan(40);

      // Another worker takes it at once and finishes: everyone mailed exactly once.
      smtp.state.delayMs = 0;
      await t.app.jobs.runDue();
      const [campaign] = await t.app.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(campaign).toMatchObject({ status: 'sent', sentCount: 40 });
      const mailed = campaignMails().sort();
      expect(mailed).toEqual(rows.map((row) => row.email).sort());
      console.log(`shutdown: not ready after ${readyAfterMs} ms, exited 0 after ${afterMs} ms (drain ${drainMs} ms), ${sentBefore} mails sent before`);
    } finally {
      smtp.state.delayMs = 0;
      socket.disconnect();
      await balancer.close();
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 120_000);
});

/** One process on its own in-memory database (any run, PGlite included): how it answers signals. */
describe('signals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('SIGINT drains as SIGTERM does, and a second signal exits at once', async () => {
    const { servers, stop } = await startApiProcesses(t, 1, { DATABASE_URL: 'memory://', SHUTDOWN_DRAIN_MS: '3000' });
    const [server] = servers;
    try {
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGINT');
      await expect.poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 1000, interval: 20 }).toBe(503);
      const secondAt = Date.now();
      server.child.kill('SIGINT');
      expect(await exited).toBe(1);
      // Well inside the 3 s drain the first signal started.
      expect(Date.now() - secondAt).toBeLessThan(1000);
    } finally {
      await stop();
    }
  }, 60_000);
});
