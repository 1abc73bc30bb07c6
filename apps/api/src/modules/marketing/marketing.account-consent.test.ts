import { marketingMessages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/marketing';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/helper';
import { newsletterStatusOf, setAccountNewsletterConsent } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rowOf = async (email: string) => (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
const consent = (email: string, granted: boolean, ip = '203.0.113.20') => ({ email, granted, consentText: marketingMessages.consentText, ip, page: '/hesabim/kisisel-verilerim' });

describe('the newsletter following an account’s commercial e-mail consent', () => {
  it('confirms a new address at once with the consent’s text, page and IP, and unsubscribes it on withdrawal without deleting it', async () => {
    const email = uniqueEmail('izin');
    expect(await newsletterStatusOf(t.app.db, email)).toBeNull();

    expect(await setAccountNewsletterConsent(t.app.db, consent(email.toUpperCase(), true))).toBe('confirmed');
    const row = await rowOf(email);
    expect(row).toMatchObject({
      status: 'confirmed',
      source: 'footer',
      consentText: marketingMessages.consentText,
      consentPage: '/hesabim/kisisel-verilerim',
      consentIp: '203.0.113.20',
      confirmIp: '203.0.113.20',
      confirmedAt: expect.any(Date),
    });

    expect(await setAccountNewsletterConsent(t.app.db, consent(email, false))).toBe('unsubscribed');
    expect(await rowOf(email)).toMatchObject({ id: row.id, status: 'unsubscribed', unsubscribedAt: expect.any(Date), consentText: marketingMessages.consentText });

    expect(await setAccountNewsletterConsent(t.app.db, consent(email, true, '198.51.100.3'))).toBe('confirmed');
    expect(await rowOf(email)).toMatchObject({ id: row.id, status: 'confirmed', consentIp: '198.51.100.3', unsubscribedAt: null });
  });

  it('confirms a pending address, keeps a confirmed one’s consent as it is, and subscribes nobody on a withdrawal', async () => {
    const pending = uniqueEmail('bekleyen');
    const confirmed = uniqueEmail('onayli');
    const confirmedAt = new Date('2026-02-01T09:00:00Z');
    await t.app.db.insert(subscribers).values([
      { email: pending, status: 'pending', source: 'checkout', consentText: 'Ödeme sayfasındaki metin', consentIp: '10.0.0.5' },
      { email: confirmed, status: 'confirmed', source: 'blog', consentText: 'Blogdaki metin', consentIp: '10.0.0.6', confirmedAt },
    ]);

    await setAccountNewsletterConsent(t.app.db, consent(pending, true));
    expect(await rowOf(pending)).toMatchObject({ status: 'confirmed', source: 'checkout', consentText: marketingMessages.consentText, consentIp: '203.0.113.20' });
    await setAccountNewsletterConsent(t.app.db, consent(confirmed, true));
    expect(await rowOf(confirmed)).toMatchObject({ status: 'confirmed', source: 'blog', consentText: 'Blogdaki metin', consentIp: '10.0.0.6', confirmedAt });

    const stranger = uniqueEmail('hic');
    expect(await setAccountNewsletterConsent(t.app.db, consent(stranger, false))).toBeNull();
    expect(await rowOf(stranger)).toBeUndefined();
  });
});
