import { messages } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp, uniqueEmail } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>) => injectJson(t.app, { method: 'POST', url: `/api/users/${url}`, body });

/** The code of the newest reset mail sent to this address. */
async function mailedCode(email: string): Promise<string> {
  const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.to === email);
  expect(mails.at(-1)?.subject).toBe('Şifre sıfırlama kodunuz');
  const code = /kodunuz: (\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset mail for ${email}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password → code → new password', () => {
  it('mails a 6-digit code, trades it for a temporary token, and sets the new password once', async () => {
    const { user, password, token } = await createUser(t.app);
    const sent = await post('ForgetPassword', { email: user.email });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(messages.resetCodeSent);
    const code = await mailedCode(user.email);

    const checked = await post('resetCodeCheck', { email: user.email, code });
    expect(checked.status).toBe(200);
    expect(checked.body.temporaryToken).toEqual(expect.any(String));

    const reset = await post('resetPassword', { newPassword: 'Sifirlandi42', temporaryToken: checked.body.temporaryToken });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(messages.passwordReset);

    expect((await post('login', { email: user.email, password })).status).toBe(401);
    expect((await post('login', { email: user.email, password: 'Sifirlandi42' })).status).toBe(200);
    // The reset signs the account out everywhere.
    const old = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(token), body: { name: 'Eski Oturum' } });
    expect(old.status).toBe(401);

    const replay = await post('resetPassword', { newPassword: 'Tekrar12345', temporaryToken: checked.body.temporaryToken });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(messages.resetTokenInvalid);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const email = uniqueEmail('yok');
    const { status, body } = await post('ForgetPassword', { email });
    expect(status).toBe(200);
    expect(body.message).toBe(messages.resetCodeSent);
    expect((await readOutbox(t.dataDir)).some((mail) => mail.to === email)).toBe(false);
  });

  it('locks the code after 5 wrong tries, even if the right one comes next', async () => {
    const { user } = await createUser(t.app);
    await post('ForgetPassword', { email: user.email });
    const code = await mailedCode(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await post('resetCodeCheck', { email: user.email, code: wrongCode(code) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe(messages.resetCodeInvalid);
    }
    const fifth = await post('resetCodeCheck', { email: user.email, code: wrongCode(code) });
    expect(fifth.body.message).toBe(messages.resetCodeTooManyAttempts);
    const right = await post('resetCodeCheck', { email: user.email, code });
    expect(right.status).toBe(422);
    expect(right.body.message).toBe(messages.resetCodeTooManyAttempts);
  });

  it('makes an earlier code useless once a new one is sent', async () => {
    const { user } = await createUser(t.app);
    await post('ForgetPassword', { email: user.email });
    const first = await mailedCode(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post('ForgetPassword', { email: user.email });
    const second = await mailedCode(user.email);
    if (first !== second) expect((await post('resetCodeCheck', { email: user.email, code: first })).status).toBe(422);
    expect((await post('resetCodeCheck', { email: user.email, code: second })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user } = await createUser(t.app);
    await post('ForgetPassword', { email: user.email });
    const code = await mailedCode(user.email);
    const { passwordResets } = await import('../../db/schema/users');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    const { status, body } = await post('resetCodeCheck', { email: user.email, code });
    expect(status).toBe(422);
    expect(body.message).toBe(messages.resetCodeInvalid);
  });

  it('refuses a forged temporary token and a malformed code', async () => {
    const forged = await post('resetPassword', { newPassword: 'Sahte12345', temporaryToken: 'eyJhbGciOiJIUzI1NiJ9.e30.sahte' });
    expect(forged.status).toBe(422);
    const malformed = await post('resetCodeCheck', { email: uniqueEmail(), code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.code).toBe('Doğrulama kodu 6 haneli olmalı.');
  });
});
