import { messages } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, uniqueEmail } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => t.close());

const attempt = (url: string, body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/${url}`, body, remoteAddress: ip });

describe('login and reset rate limits', () => {
  it('stops guessing one e-mail after 3 tries, whatever the IP, and the right password waits too', async () => {
    const { user, password } = await createUser(t.app);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt('login', { email: user.email, password: 'Yanlis12345' }, ip)).statusCode).toBe(401);
    }
    const limited = await attempt('login', { email: user.email, password }, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.rateLimited, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account is not affected.
    const other = await createUser(t.app);
    expect((await attempt('login', { email: other.user.email, password: other.password }, '10.0.0.5')).statusCode).toBe(200);
  });

  it('stops one IP after 6 calls to the login and reset routes, across e-mails', async () => {
    const ip = '10.1.1.1';
    for (let call = 0; call < 6; call += 1) {
      expect((await attempt('ForgetPassword', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    expect((await attempt('ForgetPassword', { email: uniqueEmail() }, ip)).statusCode).toBe(429);
    expect((await attempt('ForgetPassword', { email: uniqueEmail() }, '10.1.1.2')).statusCode).toBe(200);
  });

  it('limits reset-code checks per e-mail', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push((await attempt('resetCodeCheck', { email, code: '000000' }, `10.2.0.${call}`)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
