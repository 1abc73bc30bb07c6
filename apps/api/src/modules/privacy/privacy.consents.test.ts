import { marketingMessages } from '@pazaryeri/contract';
import { consentMessages, consentTexts } from '@pazaryeri/contract/privacy/index';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/marketing';
import { consentRecords, dataRequests } from '../../db/schema/privacy';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { privacyPersonalData } from './privacy.personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const url = '/api/users/me/consents';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Deneme/1.0';
const put = (token: string, body: unknown, ip = '203.0.113.10', userAgent = browser) =>
  injectJson(t.app, { method: 'PUT', url, headers: { ...auth(token), 'user-agent': userAgent }, payload: body as object, remoteAddress: ip });
const get = (token: string) => injectJson(t.app, { method: 'GET', url, headers: auth(token) });
const recordsOf = (userId: string) => t.app.db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.createdAt));
const subscriptionOf = async (email: string) => (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

describe('consents (GET/PUT /api/users/me/consents)', () => {
  it('answers 401 without a token', async () => {
    expect((await injectJson(t.app, { method: 'GET', url })).status).toBe(401);
    expect((await injectJson(t.app, { method: 'PUT', url, payload: { analytics: true, source: 'banner' } })).status).toBe(401);
  });

  it('starts with nothing asked: both purposes null, no newsletter, no history', async () => {
    const person = await createUser(t.app);
    expect((await get(person.token)).body).toEqual({ consents: { commercialEmail: null, analytics: null }, newsletter: null, history: [] });
  });

  it('appends a record on grant, withdraw and grant again, never changing one, with the text, IP, browser and source; the newsletter follows', async () => {
    const person = await createUser(t.app);

    const granted = await put(person.token, { commercialEmail: true, source: 'account' }, '203.0.113.10');
    expect(granted.status).toBe(200);
    expect(granted.body.consents.commercialEmail).toEqual({ granted: true, at: expect.any(String), source: 'account', textVersion: consentTexts.commercial_email.version });
    expect(granted.body.consents.analytics).toBeNull();
    expect(granted.body.newsletter).toBe('confirmed');
    const [first] = await recordsOf(person.user.id);
    expect(first).toMatchObject({
      purpose: 'commercial_email',
      granted: true,
      text: consentTexts.commercial_email.text,
      textVersion: consentTexts.commercial_email.version,
      channel: 'web',
      source: 'account',
      ip: '203.0.113.10',
      userAgent: browser,
    });
    // The newsletter is confirmed with the same consent: its text, the IP and the page it was given on.
    expect(await subscriptionOf(person.user.email)).toMatchObject({
      status: 'confirmed',
      consentText: marketingMessages.consentText,
      consentIp: '203.0.113.10',
      consentPage: '/hesabim/kisisel-verilerim',
      confirmIp: '203.0.113.10',
      confirmedAt: expect.any(Date),
      unsubscribedAt: null,
    });

    const withdrawn = await put(person.token, { commercialEmail: false, source: 'account' }, '198.51.100.7', `${browser} ${'x'.repeat(400)}`);
    expect(withdrawn.body.consents.commercialEmail).toMatchObject({ granted: false, source: 'account' });
    expect(withdrawn.body.newsletter).toBe('unsubscribed');
    const subscription = await subscriptionOf(person.user.email);
    expect(subscription).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });

    await put(person.token, { commercialEmail: true, source: 'account' }, '192.0.2.44');
    const records = await recordsOf(person.user.id);
    expect(records.map((row) => [row.granted, row.ip])).toEqual([
      [true, '203.0.113.10'],
      [false, '198.51.100.7'],
      [true, '192.0.2.44'],
    ]);
    // The first record is as it was written; the long User-Agent was cut.
    expect(records[0]).toEqual(first);
    expect(records[1].userAgent).toHaveLength(300);
    expect(records[1].text).toBe(consentTexts.commercial_email.text);
    expect((await subscriptionOf(person.user.email)).status).toBe('confirmed');

    const { body } = await get(person.token);
    expect(body.history.map((record: { granted: boolean }) => record.granted)).toEqual([true, false, true]);
    expect(body.history[0]).toEqual({
      id: records[2].id,
      purpose: 'commercial_email',
      granted: true,
      at: records[2].createdAt.toISOString(),
      source: 'account',
      channel: 'web',
      textVersion: consentTexts.commercial_email.version,
    });
  });

  it('writes nothing for a value that did not change, and only the purpose that did', async () => {
    const person = await createUser(t.app);
    await put(person.token, { analytics: true, source: 'banner' });
    await put(person.token, { analytics: true, source: 'banner' });
    expect(await recordsOf(person.user.id)).toHaveLength(1);

    const both = await put(person.token, { analytics: true, commercialEmail: false, source: 'account' });
    const records = await recordsOf(person.user.id);
    expect(records.map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ['analytics', true, 'banner'],
      ['commercial_email', false, 'account'],
    ]);
    expect(records[0].text).toBe(consentTexts.analytics.text);
    expect(both.body.consents).toEqual({
      commercialEmail: { granted: false, at: records[1].createdAt.toISOString(), source: 'account', textVersion: consentTexts.commercial_email.version },
      analytics: { granted: true, at: records[0].createdAt.toISOString(), source: 'banner', textVersion: consentTexts.analytics.version },
    });
    // A refusal of commercial e-mail by someone never subscribed subscribes nobody.
    expect(both.body.newsletter).toBeNull();
    expect(await subscriptionOf(person.user.email)).toBeUndefined();
  });

  it('takes the IP from the connection and the person from the token, never from the body', async () => {
    const person = await createUser(t.app);
    const other = await createUser(t.app);
    const answer = await put(person.token, { analytics: false, source: 'banner', ip: '6.6.6.6', userId: other.user.id }, '203.0.113.99');
    expect(answer.status).toBe(200);
    expect(await recordsOf(person.user.id)).toMatchObject([{ ip: '203.0.113.99', granted: false }]);
    expect(await recordsOf(other.user.id)).toEqual([]);
  });

  it.each([
    ['no source', { analytics: true }, consentMessages.sourceInvalid],
    ['an unknown source', { analytics: true, source: 'sms' }, consentMessages.sourceInvalid],
    ['a value that is not true or false', { analytics: 'evet', source: 'banner' }, consentMessages.valueInvalid],
    ['nothing to change', { source: 'account' }, consentMessages.nothingToChange],
  ])('refuses a body with %s (400, in Turkish) and records nothing', async (_label, body, message) => {
    const person = await createUser(t.app);
    const answer = await put(person.token, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await recordsOf(person.user.id)).toEqual([]);
  });

  it('shows a person only their own records', async () => {
    const ayse = await createUser(t.app);
    const bora = await createUser(t.app);
    await put(ayse.token, { analytics: true, commercialEmail: true, source: 'account' }, '203.0.113.1');
    await put(bora.token, { analytics: false, source: 'banner' }, '203.0.113.2');

    const seen = (await get(bora.token)).body;
    expect(seen.history).toHaveLength(1);
    expect(seen.history[0]).toMatchObject({ purpose: 'analytics', granted: false, source: 'banner' });
    expect(seen.consents.commercialEmail).toBeNull();
    expect(seen.newsletter).toBeNull();
    const ayseIds = (await recordsOf(ayse.user.id)).map((row) => row.id);
    for (const id of ayseIds) expect(JSON.stringify(seen)).not.toContain(id);
  });
});

describe('the newsletter and the commercial e-mail consent', () => {
  it('keeps the consent of an address already confirmed from the footer, and records the account’s choice beside it', async () => {
    const person = await createUser(t.app);
    const confirmedAt = new Date('2026-01-05T10:00:00Z');
    await t.app.db.insert(subscribers).values({
      email: person.user.email,
      status: 'confirmed',
      source: 'blog',
      consentText: 'Eski onay metni',
      consentPage: '/blog/civata',
      consentIp: '10.1.1.1',
      confirmedAt,
    });
    expect((await get(person.token)).body).toMatchObject({ consents: { commercialEmail: null }, newsletter: 'confirmed' });

    await put(person.token, { commercialEmail: true, source: 'account' });
    expect(await recordsOf(person.user.id)).toHaveLength(1);
    expect(await subscriptionOf(person.user.email)).toMatchObject({ status: 'confirmed', source: 'blog', consentText: 'Eski onay metni', consentIp: '10.1.1.1', confirmedAt });
  });

  it('counts an unsubscribe through an e-mail’s link: granting again is recorded and subscribes the address again', async () => {
    const person = await createUser(t.app);
    await put(person.token, { commercialEmail: true, source: 'account' });
    // The e-mail's one-click link, as marketing records it.
    await t.app.db.update(subscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(eq(subscribers.email, person.user.email));
    expect((await get(person.token)).body).toMatchObject({ consents: { commercialEmail: { granted: true } }, newsletter: 'unsubscribed' });

    const again = await put(person.token, { commercialEmail: true, source: 'account' }, '192.0.2.8');
    expect(again.body.newsletter).toBe('confirmed');
    expect((await recordsOf(person.user.id)).map((row) => row.granted)).toEqual([true, true]);
    expect(await subscriptionOf(person.user.email)).toMatchObject({ status: 'confirmed', consentIp: '192.0.2.8', unsubscribedAt: null });
  });
});

describe('the consents in a copy of one’s data', () => {
  it('gives every consent record and KVKK request of the person, and nothing of anyone else', async () => {
    const ayse = await createUser(t.app);
    const bora = await createUser(t.app);
    await put(ayse.token, { commercialEmail: true, source: 'account' }, '203.0.113.50');
    await put(ayse.token, { commercialEmail: false, source: 'account' }, '203.0.113.51');
    await put(bora.token, { analytics: true, source: 'banner' }, '198.51.100.60');
    const deadlineAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await t.app.db.insert(dataRequests).values([
      { userId: ayse.user.id, kind: 'export', status: 'ready', progress: 100, fileKey: 'exports/gizli.zip', deadlineAt },
      { userId: bora.user.id, kind: 'export', deadlineAt },
    ]);

    const { data, files } = await privacyPersonalData.collect(t.app.db, { id: ayse.user.id, email: ayse.user.email });
    expect(privacyPersonalData.folder).toBe('izinler');
    expect(files).toEqual([]);
    expect(data.consentRecords).toMatchObject([
      { purpose: 'commercial_email', granted: true, text: consentTexts.commercial_email.text, ip: '203.0.113.50', source: 'account', userAgent: browser },
      { purpose: 'commercial_email', granted: false, ip: '203.0.113.51' },
    ]);
    expect(data.dataRequests).toMatchObject([{ kind: 'export', status: 'ready', deadlineAt }]);
    const json = JSON.stringify(data);
    for (const absent of [bora.user.id, '198.51.100.60', 'exports/gizli.zip', ...(await recordsOf(bora.user.id)).map((row) => row.id)]) expect(json).not.toContain(absent);
  });
});
