import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

/** A local SMTP server that keeps what it receives: the peer for the SMTP_URL path. */
let smtp: SMTPServer;
const received: { from: string; to: string[]; subject: string; text: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Pazaryeri <destek@pazaryeri.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers the reset code to the SMTP server when SMTP_URL is set', async () => {
    const { user } = await createUser(t.app);
    expect(t.app.mailer.kind).toBe('smtp');
    const { status } = await injectJson(t.app, { method: 'POST', url: '/api/users/ForgetPassword', body: { email: user.email } });
    expect(status).toBe(200);
    const mail = received.find((message) => message.to.includes(user.email));
    expect(mail).toMatchObject({ from: 'destek@pazaryeri.test', subject: 'Şifre sıfırlama kodunuz' });
    expect(mail?.text).toMatch(/kodunuz: \d{6}/);
  });
});
