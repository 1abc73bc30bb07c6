import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { notificationInboxes, notifications } from '../../db/schema/notifications';
import { notificationsPersonalData, notify } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

describe('notifications personal data', () => {
  it("gives the person's notifications and digest choice, nobody else's; erasing removes them", async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    await notify(t.app.db, { userId: me.user.id, kind: 'offerReceived', title: 'Talebinize yeni teklif', body: 'Ege Talaş 1.500 TL teklif verdi.', link: '/hesabim/taleplerim' });
    await notify(t.app.db, { userId: other.user.id, kind: 'requestMatched', title: 'Size uygun yeni talep: Gizli iş', body: '', link: '/ilan/gizli' });

    const { data, files } = await notificationsPersonalData.collect(t.app.db, { id: me.user.id, email: me.user.email });
    expect(notificationsPersonalData.folder).toBe('bildirimler');
    expect(files).toEqual([]);
    expect(data.notifications).toMatchObject([{ kind: 'offerReceived', title: 'Talebinize yeni teklif', body: 'Ege Talaş 1.500 TL teklif verdi.', readAt: null, emailedAt: null }]);
    expect(data.preferences).toEqual({ requestDigest: true, lastDigestAt: null });
    expect(JSON.stringify(data)).not.toContain('Gizli iş');

    await t.app.db.transaction(async (tx) => notificationsPersonalData.erase!(tx, { id: me.user.id, email: me.user.email, storeId: null, at: new Date() }));
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, me.user.id))).toEqual([]);
    expect(await t.app.db.select().from(notificationInboxes).where(eq(notificationInboxes.userId, me.user.id))).toEqual([]);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, other.user.id))).toHaveLength(1);
  });

  it('gives empty lists to a person never notified', async () => {
    const d = await createUser(t.app);
    expect(await notificationsPersonalData.collect(t.app.db, { id: d.user.id, email: d.user.email })).toEqual({ data: { notifications: [], preferences: null }, files: [] });
  });
});
