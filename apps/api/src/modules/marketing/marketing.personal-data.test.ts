import { marketingMessages } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { campaignRecipients, campaigns, subscribers } from '../../db/schema/marketing';
import { marketingPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

describe('marketing personal data', () => {
  it("gives the subscription of the person's e-mail with its consent and the campaigns mailed to it, no other recipient", async () => {
    const a = await createUser(t.app, { name: 'Ayşe Kara' });
    const b = await createUser(t.app, { name: 'Bora Demirtaş' });
    const [aSubscriber, bSubscriber] = await t.app.db
      .insert(subscribers)
      .values([
        { email: a.user.email, status: 'confirmed', source: 'blog', consentText: marketingMessages.consentText, consentPage: '/blog/civata-rehberi', consentIp: '203.0.113.7', confirmedAt: new Date(), confirmIp: '203.0.113.8' },
        { email: b.user.email, status: 'confirmed', consentText: marketingMessages.consentText, consentIp: '198.51.100.23', confirmedAt: new Date() },
      ])
      .returning();
    const [spring, onlyBora] = await t.app.db
      .insert(campaigns)
      .values([
        { title: 'Bahar İndirimleri', content: '<p>Bahar</p>', status: 'sent', totalCount: 2, sentCount: 2, createdById: b.user.id },
        { title: 'Yalnız Bora Kampanyası', content: '<p>Bora</p>', status: 'sent', totalCount: 1, sentCount: 1 },
      ])
      .returning();
    await t.app.db.insert(campaignRecipients).values([
      { campaignId: spring.id, subscriberId: aSubscriber.id, email: aSubscriber.email, status: 'sent', attempts: 1, sentAt: new Date(), sentBy: 'worker-1' },
      { campaignId: spring.id, subscriberId: bSubscriber.id, email: bSubscriber.email, status: 'sent', attempts: 1, sentAt: new Date() },
      { campaignId: onlyBora.id, subscriberId: bSubscriber.id, email: bSubscriber.email, status: 'failed', attempts: 3, lastError: '550 mailbox unavailable' },
    ]);

    const { data, files } = await marketingPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.subscription).toMatchObject({
      id: aSubscriber.id,
      email: a.user.email,
      status: 'confirmed',
      source: 'blog',
      consentText: marketingMessages.consentText,
      consentPage: '/blog/civata-rehberi',
      consentIp: '203.0.113.7',
      confirmIp: '203.0.113.8',
      confirmedAt: expect.any(Date),
      unsubscribedAt: null,
    });
    expect(data.campaignMails).toEqual([{ campaignId: spring.id, campaignTitle: 'Bahar İndirimleri', status: 'sent', attempts: 1, queuedAt: expect.any(Date), sentAt: expect.any(Date) }]);
    expect(files).toEqual([]);
    const json = JSON.stringify(data);
    for (const absent of [b.user.id, b.user.email, bSubscriber.id, '198.51.100.23', 'Yalnız Bora', '550 mailbox', 'worker-1']) expect(json).not.toContain(absent);
  });

  it('gives no subscription and an empty list to an e-mail that never subscribed', async () => {
    const c = await createUser(t.app);
    expect(await marketingPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { subscription: null, campaignMails: [] }, files: [] });
  });
});
