import { notificationMessages } from '@pazaryeri/contract/notifications/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { notify } from './notifications.service';
import { signDigestUnsubscribeToken } from './notifications.tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, body?: object) =>
  injectJson(t.app, { method, url: `/api/notifications${url}`, headers: token ? auth(token) : {}, ...(body && { body }) });

async function tell(userId: string, title: string) {
  return notify(t.app.db, { userId, kind: 'requestMatched', title, body: 'CNC işleme · İzmir', link: '/ilan/cnc-flans' });
}

describe('notifications', () => {
  it('lists my own, newest first, with the unread count; marking read is idempotent and counts once', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    await tell(me.user.id, 'Birinci');
    const second = await tell(me.user.id, 'İkinci');
    await tell(me.user.id, 'Üçüncü');
    const theirs = await tell(other.user.id, 'Başkasının');

    const list = await call('GET', '/', me.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ unread: 3, total: 3, page: 1, totalPages: 1 });
    expect(list.body.notifications.map((row: { title: string }) => row.title)).toEqual(['Üçüncü', 'İkinci', 'Birinci']);
    expect(list.body.notifications[0]).toMatchObject({ kind: 'requestMatched', body: 'CNC işleme · İzmir', link: '/ilan/cnc-flans', readAt: null });

    const read = await call('PUT', `/${second.id}/read`, me.token);
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(2);
    expect(read.body.notification.readAt).not.toBeNull();
    const again = await call('PUT', `/${second.id}/read`, me.token);
    expect(again.body).toMatchObject({ unread: 2, notification: { readAt: read.body.notification.readAt } });

    const unreadOnly = await call('GET', '/?unread=true', me.token);
    expect(unreadOnly.body.notifications.map((row: { title: string }) => row.title)).toEqual(['Üçüncü', 'Birinci']);
    expect(unreadOnly.body.total).toBe(2);

    // Someone else's, or no such one: 404, and nothing changes.
    const foreign = await call('PUT', `/${theirs.id}/read`, me.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(notificationMessages.notFound);
    expect((await call('PUT', '/not-an-id/read', me.token)).status).toBe(404);
    expect((await call('GET', '/', other.token)).body.unread).toBe(1);

    const all = await call('PUT', '/read-all', me.token);
    expect(all.body).toEqual({ message: notificationMessages.allRead, unread: 0 });
    expect((await call('GET', '/?unread=true', me.token)).body).toMatchObject({ notifications: [], unread: 0, total: 0 });
    expect((await call('GET', '/', other.token)).body.unread).toBe(1);
  });

  it('pages', async () => {
    const me = await createUser(t.app);
    for (let index = 1; index <= 5; index += 1) await tell(me.user.id, `Talep ${index}`);
    const page = await call('GET', '/?page=2&limit=2', me.token);
    expect(page.body).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3, unread: 5 });
    expect(page.body.notifications.map((row: { title: string }) => row.title)).toEqual(['Talep 3', 'Talep 2']);
  });

  it('keeps the digest choice; the mail link unsubscribes without sign-in; a forged one is refused', async () => {
    const me = await createUser(t.app);
    expect((await call('GET', '/preferences', me.token)).body).toEqual({ preferences: { requestDigest: true } });
    const off = await call('PUT', '/preferences', me.token, { requestDigest: false });
    expect(off.body).toEqual({ preferences: { requestDigest: false }, message: notificationMessages.preferencesSaved });
    expect((await call('GET', '/preferences', me.token)).body.preferences.requestDigest).toBe(false);
    await call('PUT', '/preferences', me.token, { requestDigest: true });

    const token = await signDigestUnsubscribeToken(me.user.id, t.config.jwtSecret);
    const unsubscribed = await call('POST', '/unsubscribe', undefined, { token });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.message).toBe(notificationMessages.unsubscribed);
    expect((await call('GET', '/preferences', me.token)).body.preferences.requestDigest).toBe(false);

    const forged = await signDigestUnsubscribeToken(me.user.id, new TextEncoder().encode('another-secret-another-secret-0123456789'));
    for (const bad of [forged, 'abc', token.slice(0, -3) + 'xyz']) {
      const refused = await call('POST', '/unsubscribe', undefined, { token: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(notificationMessages.unsubscribeInvalid);
    }
    // An access token is no unsubscribe link.
    expect((await call('POST', '/unsubscribe', undefined, { token: me.token })).status).toBe(400);
  });

  it('is for the signed-in only', async () => {
    for (const [method, url] of [['GET', '/'], ['PUT', '/read-all'], ['GET', '/preferences'], ['PUT', '/preferences']] as const) {
      expect((await call(method, url)).status).toBe(401);
    }
  });
});
