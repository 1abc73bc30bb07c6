import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { escapeHtml } from '../../lib/html';

/** Pazaryeri's mail frame: a white card with the title (text, escaped here), the body (HTML) and the site's line at the foot. */
export function mailLayout(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;background:#f1f5f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;color:#0f172a">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#64748b;font-size:12px;margin-top:32px">Pazaryeri — Türkiye'nin endüstriyel pazaryeri</p></div></body></html>`;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe); nodemailer folds and encodes them. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** A fixed Message-ID (`<id@host>`): a resend after a crash carries the same one. */
  messageId?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes .eml files a person (or a test) can open. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Resolves once every send started so far has finished, or after `timeoutMs` (default: the close timeout). */
  settled(timeoutMs?: number): Promise<void>;
  /** Waits for the sends in flight (bounded), then closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  /** How long `close()` waits for sends in flight; 5 s unless set. */
  closeTimeoutMs?: number;
  /** Told of every send's outcome (the metrics count them). */
  onOutcome?: (outcome: 'sent' | 'failed') => void;
}

/**
 * Requests send mail without waiting for it (a slow SMTP server must not slow a checkout), so
 * the mailer keeps every send in flight: `close()` waits for them and the process never stops
 * under a mail half handed over.
 */
function trackSends(kind: Mailer['kind'], deliver: Mailer['send'], closeTransport: () => void, options: MailerOptions): Mailer {
  const closeTimeoutMs = options.closeTimeoutMs ?? 5_000;
  const inFlight = new Set<Promise<unknown>>();
  async function settled(timeoutMs = closeTimeoutMs) {
    if (inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      // A send may start while others finish: wait until none is left.
      while (inFlight.size > 0) {
        if ((await Promise.race([Promise.allSettled([...inFlight]), timedOut])) === 'timeout') return;
      }
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    kind,
    send(message) {
      const sending = deliver(message);
      inFlight.add(sending);
      const forget = () => inFlight.delete(sending);
      sending.then(
        () => (forget(), options.onOutcome?.('sent')),
        () => (forget(), options.onOutcome?.('failed')),
      );
      return sending;
    },
    settled,
    async close() {
      await settled();
      closeTransport();
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const send = async (message: MailMessage) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: info.messageId };
    };
    return trackSends('smtp', send, () => transport.close(), options);
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const send = async (message: MailMessage) => {
    const info = await transport.sendMail({ from: options.from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    // Written aside and renamed: whoever reads the outbox sees a whole .eml or none.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    return { messageId: info.messageId };
  };
  return trackSends('outbox', send, () => transport.close(), options);
}
