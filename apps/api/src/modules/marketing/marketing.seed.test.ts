import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../demo';
import { seedDemoMarketing } from '../../demo/marketing';
import { auth, createTestApp, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.db);
});
afterAll(() => t.close());

describe('demo marketing data', () => {
  it('gives pazarlama@pazaryeri.test subscribers in every state and sent and draft campaigns, once', async () => {
    await seedDemoMarketing(t.app.db);
    await seedDemoMarketing(t.app.db);
    const login = await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email: 'pazarlama@pazaryeri.test', password: 'Pazarlama123' } });
    const token = login.body.token as string;
    const list = await injectJson(t.app, { method: 'GET', url: '/api/marketting?limit=100', headers: auth(token) });
    expect(list.body.total).toBe(40);
    expect(list.body.counts).toEqual({ confirmed: 32, pending: 4, unsubscribed: 4 });
    expect(new Set(list.body.subscribers.map((row: { source: string }) => row.source))).toEqual(new Set(['footer', 'blog', 'checkout', 'import']));
    expect(list.body.subscribers.every((row: { consentText: string }) => row.consentText.length > 20)).toBe(true);

    const campaigns = await injectJson(t.app, { method: 'GET', url: '/api/marketting/list', headers: auth(token) });
    expect(campaigns.body.campaigns.map((row: { status: string }) => row.status).sort()).toEqual(['draft', 'draft', 'sent', 'sent']);
    for (const campaign of campaigns.body.campaigns.filter((row: { status: string }) => row.status === 'sent')) {
      expect(campaign.progress.pending).toBe(0);
      expect(campaign.progress.total).toBeGreaterThan(10);
    }
    const log = await injectJson(t.app, { method: 'GET', url: '/api/marketting/sent-emails', headers: auth(token) });
    expect(log.body.length).toBeGreaterThan(20);
    expect(log.body.some((row: { status: string }) => row.status === 'failed')).toBe(true);
  });
});
