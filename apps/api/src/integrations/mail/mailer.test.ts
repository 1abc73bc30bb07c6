import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, readOutbox, uniqueEmail } from '../../test/helper';
import { createMailer } from '.';

/**
 * Requests send mail without waiting for it. The mailer keeps those sends: closing the app waits
 * for them (bounded), and a test reading the outbox after a request has answered finds its mail.
 */
const message = { to: 'alici@ornek.com.tr', subject: 'Siparişiniz alındı', text: 'Teşekkürler.' };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pz-mail-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An SMTP server that holds each message `delayMs` before accepting it. */
async function slowSmtp(delayMs: number) {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) =>
          setTimeout(() => {
            received.push(mail.subject ?? '');
            callback();
          }, delayMs),
        )
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, received };
}

/** A server that accepts the connection and never says a word: a send to it never ends by itself. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('mail in flight', () => {
  it('close() waits for an outbox send and leaves a whole .eml', async () => {
    const outboxDir = await tempDir();
    const mailer = createMailer({ smtpUrl: null, from: 'Pazaryeri <destek@pazaryeri.test>', outboxDir });
    const sending = mailer.send(message);
    await mailer.close();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(path.join(outboxDir, files[0])));
    expect([mail.subject, mail.text?.trim()]).toEqual(['Siparişiniz alındı', 'Teşekkürler.']);
    await expect(sending).resolves.toMatchObject({ messageId: expect.any(String) });
  });

  it('close() waits until the SMTP server has taken the message', async () => {
    const smtp = await slowSmtp(300);
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'destek@pazaryeri.test', outboxDir: await tempDir() });
    const sending = mailer.send(message);
    await mailer.close();
    expect(smtp.received).toEqual(['Siparişiniz alındı']);
    await sending;
  });

  it('close() gives up on a send that does not end, after its bound', async () => {
    const mailer = createMailer({ smtpUrl: await silentServer(), from: 'destek@pazaryeri.test', outboxDir: await tempDir(), closeTimeoutMs: 300 });
    // Fails once the cleanup drops the connection.
    mailer.send(message).catch(() => undefined);
    const started = Date.now();
    await mailer.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('shows the mail of an answered request in the outbox, and closing the app waits for it', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const register = (email: string) =>
      injectJson(t.app, { method: 'POST', url: '/api/users/register', body: { name: 'Ali Veli', email, password: 'Guclu12345' } });
    const first = uniqueEmail();
    expect((await register(first)).status).toBe(201);
    expect((await readOutbox(t.dataDir)).find((mail) => mail.to === first)?.subject).toBe("Pazaryeri'ne hoş geldiniz");

    const second = uniqueEmail();
    expect((await register(second)).status).toBe(201);
    await t.app.close();
    const files = await readdir(path.join(t.dataDir, 'outbox'));
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const subjects = await Promise.all(files.map(async (file) => (await simpleParser(await readFile(path.join(t.dataDir, 'outbox', file)))).subject));
    expect(subjects).toEqual(["Pazaryeri'ne hoş geldiniz", "Pazaryeri'ne hoş geldiniz"]);
  });
});
