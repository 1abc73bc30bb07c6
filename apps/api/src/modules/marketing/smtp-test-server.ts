import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (unfolded). */
  header(name: string): string | undefined;
  attachments: ParsedMail['attachments'];
  messageId: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /**
   * Decides each message before it is accepted: return an SMTP code ≥ 400 to refuse it, or
   * nothing to accept it. May wait (a slow server) or never answer.
   */
  decide: ((rcpt: string, index: number) => Promise<number | void> | number | void) | null;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server), every accepted mail parsed back with mailparser. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  let seen = 0;
  const state: TestSmtpServer = {
    url: '',
    received: [],
    decide: null,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const rcpt = session.envelope.rcptTo.map((address) => address.address).join(', ');
        const index = seen++;
        try {
          const code = await state.decide?.(rcpt, index);
          if (code && code >= 400) {
            const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code });
            return callback(error);
          }
          const mail = await simpleParser(Buffer.concat(chunks));
          state.received.push({
            to: rcpt,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            header: (name) => mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' '),
            attachments: mail.attachments,
            messageId: mail.messageId ?? '',
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no smtp port');
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
