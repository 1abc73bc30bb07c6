import { privacyMessages } from '@pazaryeri/contract/privacy/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { personalDataSources } from '../../personal-data-sources';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { unzip, type UnzippedEntry } from '../../test/unzip';

/**
 * A person's copy of their data, on the demo data: the demo buyer and the demo seller have
 * something in nearly every domain, and the other demo people are the "someone else" whose data
 * must not leak into it.
 */
let t: TestApp;
const login = async (email: string, password: string) =>
  (await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } })).body.token as string;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
}, 120_000);
afterAll(() => t?.close());

async function exportFor(token: string) {
  const started = await injectJson(t.app, { method: 'POST', url: '/api/users/me/data-export', headers: auth(token) });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: 'pending', message: privacyMessages.exportStarted });
  const id = started.body.exportId as string;
  expect((await injectJson(t.app, { method: 'GET', url: `/api/users/me/data-export/${id}`, headers: auth(token) })).body).toMatchObject({ status: 'pending', progress: 0 });
  await t.app.jobs.runDue();
  const ready = await injectJson(t.app, { method: 'GET', url: `/api/users/me/data-export/${id}`, headers: auth(token) });
  expect(ready.body).toMatchObject({ status: 'ready', progress: 100 });
  const download = await t.app.inject({ method: 'GET', url: ready.body.url });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="pazaryeri-verilerim-\d{4}-\d\d-\d\d\.zip"/);
  expect(Number(download.headers['content-length'])).toBe(ready.body.size);
  return { id, url: ready.body.url as string, entries: unzip(download.rawPayload) };
}

/** A `select count(*)::int as n …` answered. */
const count = async (query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
const json = (entries: UnzippedEntry[], name: string) => JSON.parse(entries.find((entry) => entry.name === name)!.data.toString('utf8'));

/** Every other person's account id, e-mail and phone: none may appear anywhere in a person's copy. */
async function othersOf(userId: string) {
  const rows = await t.app.db.select({ id: users.id, email: users.email, phone: users.phone }).from(users);
  return rows.filter((row) => row.id !== userId).flatMap((row) => [row.id, row.email, ...(row.phone ? [row.phone] : [])]);
}

describe('a copy of my data (KVKK art. 11)', () => {
  it('gives the demo buyer every domain’s part and their files, in one ZIP, with nothing of anyone else', async () => {
    const token = await login('alici@pazaryeri.test', 'Alici12345');
    const [buyer] = await t.app.db.select().from(users).where(eq(users.email, 'alici@pazaryeri.test'));
    const { entries } = await exportFor(token);

    const names = entries.map((entry) => entry.name);
    expect(names[0]).toBe('BENİ OKU.txt');
    expect(entries[0].data.toString('utf8')).toContain('Ayşe Yılmaz <alici@pazaryeri.test>');
    for (const source of personalDataSources) expect(names).toContain(`${source.folder}/veriler.json`);
    // Every file a domain listed is in the archive, under its folder.
    for (const source of personalDataSources) {
      for (const file of json(entries, `${source.folder}/veriler.json`).dosyalar as string[]) expect(names).toContain(file);
    }

    // Each domain's part holds what the database holds of the buyer.
    const part = (folder: string) => json(entries, `${folder}/veriler.json`);
    expect(part('hesap').profile).toMatchObject({ id: buyer.id, name: 'Ayşe Yılmaz', email: 'alici@pazaryeri.test' });
    expect(part('siparisler').orders).toHaveLength(await count(sql`select count(*)::int as n from orders where buyer_id = ${buyer.id}`));
    expect(part('siparisler').orders.length).toBeGreaterThan(0);
    expect(part('kargolar').shipments.length).toBeGreaterThan(0);
    expect(part('sorular').questionsAsked).toHaveLength(await count(sql`select count(*)::int as n from questions where user_id = ${buyer.id}`));
    expect(part('yorumlar').reviews).toHaveLength(await count(sql`select count(*)::int as n from reviews where user_id = ${buyer.id}`));
    expect(part('yorumlar').likedReviews).toHaveLength(await count(sql`select count(*)::int as n from review_likes where user_id = ${buyer.id}`));
    expect(part('sohbetler').messages).toHaveLength(await count(sql`select count(*)::int as n from chat_messages where sender_id = ${buyer.id}`));
    expect(part('ilanlar').adverts).toHaveLength(await count(sql`select count(*)::int as n from adverts where user_id = ${buyer.id}`));
    expect(part('teklifler').receivedOffers.length).toBeGreaterThan(0);
    expect(part('ozel-isler').receivedDeliveries.length).toBeGreaterThan(0);
    expect(part('blog').comments).toHaveLength(await count(sql`select count(*)::int as n from blog_comments where user_id = ${buyer.id}`));
    expect(part('kuponlar').myCoupons.length).toBeGreaterThan(0);
    // Their pictures came along: the review photos and the requests' pictures, as the bytes stored.
    const photos = names.filter((name) => (name.startsWith('dosyalar/yorumlar/') || name.startsWith('dosyalar/ilanlar/')) && name.endsWith('.webp'));
    expect(photos.length).toBeGreaterThan(1);
    for (const photo of photos) expect(entries.find((entry) => entry.name === photo)!.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // And their requests' technical drawings, each named in the part's data and as stored.
    const drawings = (part('ilanlar').adverts as { technicalFiles: { file: string; size: number }[] }[]).flatMap((advert) => advert.technicalFiles);
    expect(drawings.length).toBeGreaterThan(0);
    for (const drawing of drawings) expect(entries.find((entry) => entry.name === `dosyalar/ilanlar/${drawing.file}`)?.data.length).toBe(drawing.size);

    const text = entries.map((entry) => (entry.name.endsWith('.json') || entry.name.endsWith('.txt') ? entry.data.toString('utf8') : '')).join('\n');
    expect(text).toContain(buyer.id);
    for (const other of await othersOf(buyer.id)) expect(text, `someone else's ${other}`).not.toContain(other);
    expect(text).not.toContain(buyer.passwordHash!);
    expect(text).not.toMatch(/password_?hash|passwordHash|tokenVersion/i);
  });

  it('gives the demo seller their store’s records too: products, orders received without the buyers, models and delivered files', async () => {
    const token = await login('satici@pazaryeri.test', 'Satici12345');
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'satici@pazaryeri.test'));
    const { entries } = await exportFor(token);
    const part = (folder: string) => json(entries, `${folder}/veriler.json`);
    const store = part('magaza').store;
    expect(store).toMatchObject({ storeName: 'Demir Endüstriyel Makina' });
    expect(part('urunler').storeProducts).toHaveLength(await count(sql`select count(*)::int as n from products where seller_id = ${store.id}`));
    expect(part('siparisler').storeOrders).toHaveLength(await count(sql`select count(*)::int as n from seller_orders so join orders o on o.id = so.order_id where so.seller_id = ${store.id} and o.paid_at is not null`));
    expect(part('odemeler').escrowLines.length).toBeGreaterThan(0);
    expect(part('teklifler').storeOffers.length).toBeGreaterThan(0);
    expect(part('stl-modeller').uploadedModels.length).toBeGreaterThan(0);
    const names = entries.map((entry) => entry.name);
    // The models' STL files, as uploaded: an STL starts with 'solid' (ASCII) or an 80-byte header and a triangle count.
    const models = names.filter((name) => name.startsWith('dosyalar/stl-modeller/') && name.endsWith('.stl'));
    expect(models.length).toBeGreaterThan(0);
    expect(names.some((name) => name.startsWith('dosyalar/ozel-isler/'))).toBe(true);

    // The buyers who ordered from the store are not in it: not their accounts, e-mails or phones.
    const text = entries.map((entry) => (entry.name.endsWith('.json') ? entry.data.toString('utf8') : '')).join('\n');
    for (const other of await othersOf(owner.id)) expect(text, `someone else's ${other}`).not.toContain(other);
    expect(text).not.toContain('Ayşe Yılmaz');
  });

  it('once an hour, for its owner only: a second request is refused, another person sees nothing, the link is the owner’s', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const consented = await injectJson(t.app, { method: 'PUT', url: '/api/users/me/consents', headers: auth(owner.token), body: { analytics: true, source: 'banner' } });
    expect(consented.status).toBe(200);
    const { id, url, entries } = await exportFor(owner.token);
    // The consent given and this very request are in the copy (folder izinler).
    const own = json(entries, 'izinler/veriler.json');
    expect(own.consentRecords).toEqual([expect.objectContaining({ purpose: 'analytics', granted: true, source: 'banner' })]);
    expect(own.dataRequests).toEqual([expect.objectContaining({ id, kind: 'export' })]);

    const again = await injectJson(t.app, { method: 'POST', url: '/api/users/me/data-export', headers: auth(owner.token) });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(privacyMessages.exportTooSoon(60));

    expect((await injectJson(t.app, { method: 'GET', url: `/api/users/me/data-export/${id}`, headers: auth(stranger.token) })).status).toBe(404);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/users/me/data-export', headers: auth(stranger.token) })).body).toEqual({ export: null });
    expect((await injectJson(t.app, { method: 'GET', url: `/api/users/me/data-export/${id}` })).status).toBe(401);
    const unsigned = await injectJson(t.app, { method: 'GET', url: `/api/users/me/data-export/${id}/file` });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toBe(privacyMessages.exportLinkInvalid);
    const tampered = await injectJson(t.app, { method: 'GET', url: `${url.slice(0, -3)}abc` });
    expect(tampered.status).toBe(401);
    // A link names its export: the stranger's own export's link does not open the owner's file.
    const strangers = await exportFor(stranger.token);
    const swapped = await injectJson(t.app, { method: 'GET', url: strangers.url.replace(strangers.id, id) });
    expect(swapped.status).toBe(403);
    expect(swapped.body.message).toBe(privacyMessages.exportLinkInvalid);

    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.subject === 'Verilerinizin kopyası hazır');
    expect(mails.map((mail) => mail.to)).toEqual(expect.arrayContaining([owner.user.email, stranger.user.email]));
    expect(mails.find((mail) => mail.to === owner.user.email)!.text).toContain('/hesabim/kisisel-verilerim');
  });

  it('deletes the file seven days after it was ready; the request then says expired and may be asked again', async () => {
    const owner = await createUser(t.app);
    const { id, url } = await exportFor(owner.token);
    const [row] = await t.app.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(row.expiresAt!.getTime() - row.completedAt!.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(await t.app.privateFiles.open(row.fileKey!)).not.toBeNull();

    // A week passes: the expiry job (queued for then) and the request age.
    await t.app.db.update(dataRequests).set({ expiresAt: sql`now() - interval '1 minute'`, createdAt: sql`now() - interval '8 days'` }).where(eq(dataRequests.id, id));
    await t.app.db.execute(sql`update jobs set run_at = now() where queue = 'privacy.export-expire'`);
    await t.app.jobs.runDue();
    expect(await t.app.privateFiles.open(row.fileKey!)).toBeNull();
    const latest = await injectJson(t.app, { method: 'GET', url: '/api/users/me/data-export', headers: auth(owner.token) });
    expect(latest.body.export).toMatchObject({ exportId: id, status: 'expired' });
    expect(latest.body.export.url).toBeUndefined();
    const gone = await injectJson(t.app, { method: 'GET', url });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(privacyMessages.exportExpired);
    expect((await injectJson(t.app, { method: 'POST', url: '/api/users/me/data-export', headers: auth(owner.token) })).status).toBe(202);
  });
});
