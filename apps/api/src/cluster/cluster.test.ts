import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marketingMessages } from '@pazaryeri/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, subscribers } from '../db/schema/marketing';
import { orderItems, orders, payments } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { jobs } from '../db/schema/jobs';
import { chatMessages } from '../db/schema/chat';
import { testCards } from '../integrations/payments';
import { createCategories, createListedProduct } from '../modules/products';
import { createApprovedSeller } from '../modules/sellers';
import { createTestApp, createUser, type TestApp } from '../test/helper';
import { startS3Server } from '../test/s3-server';
import { checkNginx, checkPostgres, checkRedis, redisUrl } from '../test/services';
import { type Call, createClient, openTab, readAccessLog, reconnectTimes, startSlowSmtpServer, type Tab } from './cluster-load';
import { freePort } from '../lib/free-port';
import { serverBundle } from '../test/server-build';
import { type Cluster, startCluster } from './supervisor';

/**
 * Three API processes behind nginx (deploy/nginx.conf), run by the cluster command's supervisor,
 * under a steady mix of catalogue reads, checkouts, chat and a campaign: one process killed with
 * `kill -9`, then every one restarted in turn. Needs PostgreSQL (processes share it), Redis and nginx.
 */
const services = [await checkPostgres(), await checkRedis(), await checkNginx()];
const missing = services.find((service) => !service.available);

const card = { holderName: 'Ayşe Yılmaz', number: testCards.success[0], expireMonth: '12', expireYear: '2030', cvc: '123' };
const address = { title: 'Ev', fullName: 'Ayşe Yılmaz', phone: '0532 123 45 67', cityName: 'İstanbul', districtName: 'Kadıköy', addressLine: 'Moda Cd. No: 12 D: 3', zip: '34710' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(Boolean(missing))(`the API behind nginx ${missing?.reason ?? ''}`, () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let smtp: Awaited<ReturnType<typeof startSlowSmtpServer>>;
  let dir: string;
  let cluster: Cluster;
  let redis: Redis;
  let staff: string;
  let productIds: string[];
  let buyers: { token: string; addressId: string }[];
  const stock = 20;

  beforeAll(async () => {
    const started = Date.now();
    [s3, smtp, dir] = await Promise.all([startS3Server(), startSlowSmtpServer(300), mkdtemp(path.join(tmpdir(), 'pz-cluster-'))]);
    t = await createTestApp({ REDIS_URL: redisUrl, ...s3.env });
    redis = new Redis(redisUrl);
    cluster = await startCluster({
      processes: 3,
      // The built server, as a deployment runs it (the suite builds it once: test/server-build.ts).
      command: [process.execPath, serverBundle()],
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        JWT_SECRET: new TextDecoder().decode(t.config.jwtSecret),
        DATA_DIR: t.dataDir,
        APP_URL: t.config.appUrl,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: '1000000',
        SMTP_URL: smtp.url,
        JOBS_WORKER: 'true',
        JOBS_POLL_MS: '100',
        JOBS_LEASE_SECONDS: '2',
        MARKETING_SEND_PARALLEL: '3',
        MARKETING_SEND_RATE_PER_MINUTE: '100000',
        SHUTDOWN_DRAIN_MS: '1500',
        ...s3.env,
      },
      dir,
      host: '127.0.0.1',
      port: await freePort(),
      output: 'files',
      log: () => undefined,
    });

    const admin = (await createUser(t.app, { role: 'admin' })).token;
    staff = (await createUser(t.app, { role: 'marketing' })).token;
    const categoryId = (await createCategories(t.app, { 'Vana ve Bağlantı': [] }))['Vana ve Bağlantı'].id;
    const seller = await createApprovedSeller(t.app, { storeName: 'Küme Hırdavat' });
    productIds = [];
    for (const name of ['Küresel Vana', 'Çekvalf', 'Rakor']) {
      productIds.push((await createListedProduct(t.app, seller.token, admin, { name, price: '120', stock, mainCategory: categoryId }))._id);
    }
    console.log(`cluster of 3 behind nginx ready in ${Date.now() - started} ms`);
    buyers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const buyer = await createUser(t.app, { name: `Alıcı ${index + 1}` });
        const saved = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: { authorization: `Bearer ${buyer.token}` }, payload: address });
        return { token: buyer.token, addressId: saved.json().address._id as string };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    redis?.disconnect();
    await t?.close();
    await Promise.all([s3?.close(), smtp?.close()]);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  /** A chat pair with `tabs` sockets for the reader, through nginx; `spread`: until they sit on every process. */
  async function chatRoom(client: ReturnType<typeof createClient>, spread: boolean) {
    const writer = await createUser(t.app, { name: 'Yazan Kullanıcı' });
    const reader = await createUser(t.app, { name: 'Okuyan Kullanıcı' });
    const started = await client.call('POST', '/api/chat/start', { token: writer.token, body: { contextType: 'advert', userId: reader.user.id } });
    const roomId = started.body!.room.roomId as string;
    const tabs: Tab[] = [];
    const processesHolding = () => redis.zcard(`${t.config.redisPrefix}presence:${reader.user.id}`);
    for (let opened = 0; opened < 3 || (spread && (await processesHolding()) < 3 && opened < 20); opened += 1) {
      tabs.push(await openTab(cluster.url, reader.token));
      await pause(100);
    }
    const sent: { content: string; started: number; status: number }[] = [];
    let counter = 0;
    const send = async () => {
      const content = `ileti ${(counter += 1)} ${randomUUID().slice(0, 6)}`;
      const started = Date.now();
      const { status } = await client.call('POST', `/api/chat/${roomId}/messages`, { token: writer.token, body: { content } });
      sent.push({ content, started, status });
    };
    return { roomId, tabs, sent, send, spreadOver: await processesHolding() };
  }

  /** Catalogue reads, checkouts paid with the sandbox card, chat messages: until `running()` says stop. */
  function load(client: ReturnType<typeof createClient>, chat: Awaited<ReturnType<typeof chatRoom>>, running: () => boolean) {
    const loop = async (step: () => Promise<unknown>, gapMs: number) => {
      while (running()) {
        await step();
        await pause(gapMs);
      }
    };
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const readers = Array.from({ length: 3 }, () =>
      loop(async () => {
        await client.call('GET', '/api/products?limit=12');
        await client.call('GET', `/api/products/${pick(productIds)}`);
      }, 50),
    );
    const checkouts = buyers.slice(0, 4).map((buyer) =>
      loop(async () => {
        const placed = await client.call('POST', '/api/orders', {
          token: buyer.token,
          body: { lines: [{ productId: pick(productIds), quantity: 1 }], addressId: buyer.addressId, idempotencyKey: randomUUID() },
        });
        if (placed.status === 201) await client.call('POST', '/api/payment/marketplace-payment', { token: buyer.token, body: { orderId: placed.body!.order._id, card } });
      }, 200),
    );
    // 30 messages a minute is a sender's limit (429 past it, which the checks leave out).
    return Promise.all([...readers, ...checkouts, loop(chat.send, 1000)]);
  }

  async function queueCampaign(client: ReturnType<typeof createClient>, count: number) {
    const prefix = `kume${randomUUID().slice(0, 6)}`;
    const rows = await t.app.db
      .insert(subscribers)
      .values(Array.from({ length: count }, (_, index) => ({ email: `${prefix}.${index}@ornek.com.tr`, status: 'confirmed' as const, consentText: marketingMessages.consentText, consentPage: '/', confirmedAt: sql`now()` })))
      .returning();
    const created = await client.call('POST', '/api/marketting', { token: staff, body: { title: `Kampanya ${prefix}`, content: 'İçerik' } });
    const id = created.body!.campaign._id as string;
    expect((await client.call('POST', `/api/sendCampaign/${id}`, { token: staff, body: { subscriberIds: rows.map((row) => row.id) } })).status).toBe(202);
    return { id, emails: rows.map((row) => row.email).sort() };
  }

  const campaignStatus = async (id: string) => (await t.app.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0].status;

  /** No unit sold twice, none lost: stock never below 0, and stock + units ordered = what was listed; one payment per paid order. */
  async function expectOrdersConsistent() {
    for (const productId of productIds) {
      const [{ left }] = await t.app.db.select({ left: products.stock }).from(products).where(eq(products.id, productId));
      const [{ ordered }] = await t.app.db.select({ ordered: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` }).from(orderItems).where(eq(orderItems.productId, productId));
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + ordered).toBe(stock);
    }
    const paid = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid'));
    const succeeded = paid.length
      ? await t.app.db.select({ orderId: payments.orderId, count: sql<number>`count(*)::int` }).from(payments).where(inArray(payments.orderId, paid.map((row) => row.id))).groupBy(payments.orderId)
      : [];
    expect(succeeded.map((row) => row.count)).toEqual(paid.map(() => 1));
    const [{ strays }] = await t.app.db.select({ strays: sql<number>`count(*)::int` }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(sql`${payments.status} = 'succeeded' and ${orders.status} <> 'paid'`);
    expect(strays).toBe(0);
    return paid.length;
  }

  const summary = (calls: Call[]) => ({
    requests: calls.length,
    fiveXx: calls.filter((call) => call.status >= 500).length,
    failed: calls.filter((call) => call.status === 0).length,
  });
  const resentNote = (client: ReturnType<typeof createClient>) => `${client.resent.length} sent again after nginx closed an idle connection on reload (${client.resent.map((call) => call.method).join(', ') || 'none'})`;

  it('records the address nginx saw, whatever X-Forwarded-For the client sent', async () => {
    const client = createClient(cluster.url);
    const email = `sahte.${randomUUID().slice(0, 6)}@ornek.com.tr`;
    const { status } = await client.call('POST', '/api/subscriber/subscribe', { body: { email }, headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(status).toBe(200);
    const [row] = await t.app.db.select({ ip: subscribers.consentIp }).from(subscribers).where(eq(subscribers.email, email));
    expect(row.ip).toBe('127.0.0.1');
  });

  it('keeps answering when a process is killed with kill -9 mid-load: only its in-flight non-idempotent requests fail', async () => {
    const client = createClient(cluster.url);
    const chat = await chatRoom(client, true);
    expect(chat.spreadOver).toBe(3);
    const logStart = Date.now();
    let running = true;
    const traffic = load(client, chat, () => running);
    await pause(3000);
    // Enough mail that its jobs are still running when the victim is chosen (50 were all sent
    // before a single sample once), few enough to be sent within the wait below on a loaded
    // machine (200 were not): at 300 ms a mail and 3 jobs, 100 take at least 10 s.
    const campaign = await queueCampaign(client, 100);
    await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(15);

    // The victim is a process holding a running job (a worker's id names its pid), so the kill
    // leaves a lease for the others to take over: the first moment one holds a lease.
    const pidOf = (lockedBy: string | null) => lockedBy?.split(':')[1];
    let runningJobs: { id: string; lockedBy: string | null }[] = [];
    let victim: ReturnType<typeof cluster.current>[number] | undefined;
    for (const since = Date.now(); !victim && Date.now() - since < 10_000; await pause(20)) {
      runningJobs = await t.app.db.select({ id: jobs.id, lockedBy: jobs.lockedBy }).from(jobs).where(eq(jobs.status, 'running'));
      victim = cluster.current().find((proc) => runningJobs.some((job) => pidOf(job.lockedBy) === String(proc.child.pid)));
    }
    if (!victim) expect.fail('no process held a running campaign job within 10 s of the first mails');
    const leasesAtKill = runningJobs.filter((job) => pidOf(job.lockedBy) === String(victim.child.pid));
    const killedAt = Date.now();
    victim.child.kill('SIGKILL');
    // Until the kernel has taken it down, requests still reach it: in flight on it means sent before it was gone.
    const goneAt = victim.exited.then(() => Date.now());
    const takeover = (async () => {
      while (Date.now() - killedAt < 45_000) {
        const now = await t.app.db.select({ id: jobs.id, lockedBy: jobs.lockedBy, status: jobs.status }).from(jobs).where(inArray(jobs.id, leasesAtKill.map((lease) => lease.id)));
        if (now.some((job) => job.lockedBy && job.lockedBy !== leasesAtKill.find((lease) => lease.id === job.id)?.lockedBy)) return Date.now() - killedAt;
        await pause(50);
      }
      return null;
    })();
    await pause(6000);
    running = false;
    await traffic;
    await expect.poll(() => campaignStatus(campaign.id), { timeout: 40_000, interval: 200 }).toBe('sent');
    await cluster.allReady();

    // nginx's log: who answered each request, and which ones were under way on the killed process.
    const victimAddress = `127.0.0.1:${victim.port}`;
    const gone = await goneAt;
    const entries = readAccessLog(cluster.accessLog).filter((entry) => entry.ended >= logStart);
    const errors = entries.filter((entry) => entry.status >= 500);
    const inFlightOnVictim = errors.filter((entry) => entry.upstreams.at(-1) === victimAddress && entry.started <= gone && entry.method === 'POST');
    const retried = entries.filter((entry) => entry.upstreams.length > 1 && entry.status < 500);
    const counts = summary(client.calls);
    const reconnected = chat.tabs.filter((tab) => tab.disconnects.length > 0);
    console.log(
      `kill -9: ${counts.requests} requests, ${counts.fiveXx} answered 5xx (all in flight on the killed process: ${inFlightOnVictim.length}), ${counts.failed} failed without an answer; ` +
        `${resentNote(client)}; ${retried.length} passed on to another process by nginx (${retried.filter((entry) => entry.method === 'POST').length} of them POSTs refused before sending); ` +
        `${reconnected.length} of ${chat.tabs.length} sockets reconnected in ${reconnected.flatMap(reconnectTimes).map((ms) => `${ms} ms`).join(', ')}; ` +
        `campaign jobs taken over ${await takeover} ms after the kill (lease 2 s); ${await expectOrdersConsistent()} paid orders`,
    );
    expect(counts.failed).toBe(0);
    expect(errors).toEqual(inFlightOnVictim);
    expect(counts.fiveXx).toBe(inFlightOnVictim.length);
    expect(reconnected.length).toBeGreaterThan(0);

    // Every message sent after a tab (re)connected reached it; every message sent is kept.
    for (const tab of chat.tabs) {
      const connectedAt = tab.connects.at(-1)!;
      const due = chat.sent.filter((message) => message.status === 201 && (message.started >= connectedAt || (tab.disconnects.length === 0 && message.started >= tab.connects[0])));
      expect(due.filter((message) => !tab.received.has(message.content))).toEqual([]);
    }
    const kept = await t.app.db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.roomId, chat.roomId));
    const keptContents = new Set(kept.map((row) => row.content));
    expect(chat.sent.filter((message) => message.status === 201 && !keptContents.has(message.content))).toEqual([]);

    expect([...smtp.received].filter((to) => campaign.emails.includes(to)).sort()).toEqual(campaign.emails);
    expect(await takeover).not.toBeNull();
    for (const tab of chat.tabs) tab.socket.close();
  }, 90_000);

  it('restarts every process in turn under load without a failed request, sockets reconnecting', async () => {
    const client = createClient(cluster.url);
    const chat = await chatRoom(client, false);
    const campaign = await queueCampaign(client, 30);
    const logStart = Date.now();
    let running = true;
    const traffic = load(client, chat, () => running);
    await pause(1000);
    const restartStarted = Date.now();
    const before = cluster.current().map((proc) => proc.generation);
    await cluster.rollingRestart();
    const restartMs = Date.now() - restartStarted;
    await pause(1000);
    running = false;
    await traffic;
    await expect.poll(() => campaignStatus(campaign.id), { timeout: 40_000, interval: 200 }).toBe('sent');

    const counts = summary(client.calls);
    const errors = readAccessLog(cluster.accessLog).filter((entry) => entry.ended >= logStart && entry.status >= 500);
    const times = chat.tabs.flatMap(reconnectTimes);
    console.log(
      `rolling restart of 3 in ${restartMs} ms: ${counts.requests} requests, ${counts.fiveXx} answered 5xx, ${counts.failed} failed without an answer, ${resentNote(client)}; ` +
        `${chat.sent.filter((message) => message.status === 201).length} chat messages sent, sockets: ${chat.tabs.reduce((sum, tab) => sum + tab.disconnects.length, 0)} disconnects, ${chat.tabs.reduce((sum, tab) => sum + tab.restartHints, 0)} restart hints, reconnected in ${times.map((ms) => `${ms} ms`).join(', ')}; ` +
        `${await expectOrdersConsistent()} paid orders`,
    );
    expect(cluster.current().map((proc) => proc.generation).some((generation, slot) => generation === before[slot])).toBe(false);
    expect(client.calls.filter((call) => call.status === 0 || call.status >= 500)).toEqual([]);
    expect(errors).toEqual([]);
    for (const tab of chat.tabs) {
      expect(tab.socket.connected).toBe(true);
      expect(tab.disconnects.length).toBeGreaterThan(0);
      const connectedAt = tab.connects.at(-1)!;
      expect(chat.sent.filter((message) => message.status === 201 && message.started >= connectedAt && !tab.received.has(message.content))).toEqual([]);
      tab.socket.close();
    }
    expect([...smtp.received].filter((to) => campaign.emails.includes(to)).sort()).toEqual(campaign.emails);
  }, 90_000);
});
