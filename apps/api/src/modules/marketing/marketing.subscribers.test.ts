import { marketingMessages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { subscribers } from '../../db/schema/marketing';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ MARKETING_SUBSCRIBE_LIMIT_PER_EMAIL: '2', MARKETING_SUBSCRIBE_LIMIT_PER_IP: '8' });
  staff = (await createUser(t.app, { role: 'marketing' })).token;
});
afterAll(async () => t.close());

const subscribe = (email: string, ip = '10.0.0.1') =>
  injectJson(t.app, { method: 'POST', url: '/api/subscriber/subscribe', payload: { email, page: '/urunler' }, remoteAddress: ip });

async function linkTo(email: string, page: 'onay' | 'iptal') {
  const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.to.includes(email));
  const match = new RegExp(`/abonelik/${page}\\?token=([^\\s"<]+)`).exec(mails.at(-1)?.text ?? '');
  return match ? decodeURIComponent(match[1]) : null;
}

describe('subscribing (double opt-in)', () => {
  it('records the consent, mails a confirmation link, and keeps the address pending until it is opened', async () => {
    const email = 'Yeni.Abone@Ornek.com.tr';
    const { status, body } = await subscribe(email);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { email: 'yeni.abone@ornek.com.tr' }, message: marketingMessages.subscribed });
    const [row] = await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'yeni.abone@ornek.com.tr'));
    expect(row).toMatchObject({ status: 'pending', consentText: marketingMessages.consentText, consentPage: '/urunler', consentIp: '10.0.0.1', source: 'footer' });

    const token = await linkTo('yeni.abone@ornek.com.tr', 'onay');
    expect(token).toBeTruthy();
    const confirmed = await injectJson(t.app, { method: 'POST', url: '/api/subscriber/confirm', payload: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { message: marketingMessages.confirmed } });
    const [after] = await t.app.db.select().from(subscribers).where(eq(subscribers.id, row.id));
    expect(after.status).toBe('confirmed');
    expect(after.confirmedAt).not.toBeNull();
  });

  it('answers the same for a known address and does not reset a confirmed one', async () => {
    const first = await subscribe('iki.kez@ornek.com.tr', '10.0.0.2');
    const token = await linkTo('iki.kez@ornek.com.tr', 'onay');
    await injectJson(t.app, { method: 'POST', url: '/api/subscriber/confirm', payload: { token } });
    const again = await subscribe('iki.kez@ornek.com.tr', '10.0.0.2');
    expect(again.body).toEqual(first.body);
    const [row] = await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'iki.kez@ornek.com.tr'));
    expect(row.status).toBe('confirmed');
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.to.includes('iki.kez@')).length).toBe(1);
  });

  it('refuses bad addresses and forged or wrong-purpose links', async () => {
    expect((await subscribe('adres-degil', '10.0.0.3')).status).toBe(400);
    expect((await injectJson(t.app, { method: 'POST', url: '/api/subscriber/confirm', payload: { token: 'x.y.z' } })).status).toBe(422);
    await subscribe('amac@ornek.com.tr', '10.0.0.3');
    const confirmToken = await linkTo('amac@ornek.com.tr', 'onay');
    // A confirmation token is no unsubscribe token.
    expect((await injectJson(t.app, { method: 'POST', url: `/api/subscriber/unsubscribe?token=${confirmToken}` })).status).toBe(422);
  });

  it('limits per address silently and per IP with 429', async () => {
    for (let index = 0; index < 3; index += 1) expect((await subscribe('sinir@ornek.com.tr', '10.0.1.1')).status).toBe(200);
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.to.includes('sinir@')).length).toBe(2);
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) statuses.push((await subscribe(`ip${index}@ornek.com.tr`, '10.0.2.2')).status);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe('staff list of subscribers', () => {
  it('needs the marketing or admin role', async () => {
    expect((await injectJson(t.app, { method: 'GET', url: '/api/marketting' })).status).toBe(401);
    const buyer = await createUser(t.app);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/marketting', headers: auth(buyer.token) })).status).toBe(403);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await injectJson(t.app, { method: 'GET', url: '/api/marketting', headers: auth(admin.token) })).status).toBe(200);
    for (const [method, url] of [['GET', '/api/marketting/list'], ['GET', '/api/marketting/sent-emails'], ['POST', '/api/sendCampaign/00000000-0000-4000-8000-000000000000'], ['DELETE', '/api/marketting/delete']] as const) {
      expect((await injectJson(t.app, { method, url, headers: auth(buyer.token), payload: {} })).status).toBe(403);
    }
  });

  it('searches, filters by status and deletes many', async () => {
    const list = await injectJson(t.app, { method: 'GET', url: '/api/marketting?status=confirmed', headers: auth(staff) });
    expect(list.status).toBe(200);
    expect(list.body.subscribers.map((row: { email: string }) => row.email).sort()).toEqual(['iki.kez@ornek.com.tr', 'yeni.abone@ornek.com.tr']);
    expect(list.body.counts.confirmed).toBe(2);
    const found = await injectJson(t.app, { method: 'GET', url: '/api/marketting?query=SINIR', headers: auth(staff) });
    expect(found.body.subscribers).toHaveLength(1);
    const removed = await injectJson(t.app, { method: 'DELETE', url: '/api/marketting/delete', headers: auth(staff), payload: { ids: [found.body.subscribers[0]._id] } });
    expect(removed.body).toEqual({ message: '1 abone silindi.', deleted: 1 });
    expect((await injectJson(t.app, { method: 'GET', url: '/api/marketting?query=sinir', headers: auth(staff) })).body.total).toBe(0);
  });
});
