import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { subscribers } from '../../db/schema/marketing';
import { createTestApp, injectJson, type TestApp } from '../../test/helper';

const trustOf = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('takes true, false or the proxies’ addresses and blocks, and refuses anything else at boot', () => {
    expect(trustOf('')).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(() => trustOf('nginx')).toThrow(/TRUST_PROXY.*not nginx/);
    expect(() => trustOf('10.0.0.0/33')).toThrow(/not 10\.0\.0\.0\/33/);
  });

  describe('with the balancer’s address named', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t.close());

    /** The address a newsletter consent is recorded with (KVKK / İYS keep it as proof). */
    async function consentIpOf(email: string, remoteAddress: string, forwardedFor: string) {
      const { status } = await injectJson(t.app, { method: 'POST', url: '/api/subscriber/subscribe', payload: { email }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      expect(status).toBe(200);
      const [row] = await t.app.db.select({ ip: subscribers.consentIp }).from(subscribers).where(eq(subscribers.email, email));
      return row.ip;
    }

    it('believes the client address the balancer forwards', async () => {
      expect(await consentIpOf('vekil@ornek.com.tr', '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    });

    it('ignores X-Forwarded-For from anyone else, so a client cannot pick the address its limits count', async () => {
      expect(await consentIpOf('sahte@ornek.com.tr', '198.51.100.7', '203.0.113.10')).toBe('198.51.100.7');
    });
  });
});
