import { readFileSync } from 'node:fs';
import { chatSocketEvents, type ChatMessageEvent, type ServerRestartingEvent } from '@pazaryeri/contract';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';

/** What the cluster's tests drive through nginx, and what they read back: requests, sockets, mail, nginx's log. */
export interface Call {
  method: string;
  path: string;
  /** The HTTP status, or 0 when the request failed without one (refused, reset). */
  status: number;
  error?: string;
  started: number;
  ended: number;
}

/**
 * Requests through nginx on keep-alive connections. When nginx reloads, its old workers close
 * their idle client connections, and a request sent into one as it closes gets no answer (nginx
 * never read it). A browser sends such a request again, whatever its method; so does this client
 * (up to 5 times: the next idle connection it picks may be closing too), counting each in `resent`.
 */
export function createClient(baseUrl: string) {
  const calls: Call[] = [];
  const resent: Call[] = [];
  async function call<T = Record<string, any>>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}, attempt = 1): Promise<{ status: number; body: T | null }> {
    const started = Date.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      calls.push({ method, path, status: response.status, started, ended: Date.now() });
      let body: T | null = null;
      try {
        body = text ? (JSON.parse(text) as T) : null;
      } catch {
        // nginx's own error pages are HTML.
      }
      return { status: response.status, body };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const failed = { method, path, status: 0, error: cause?.code ?? cause?.message ?? String(error), started, ended: Date.now() };
      if (attempt <= 5 && cause?.code === 'UND_ERR_SOCKET') {
        resent.push(failed);
        return call<T>(method, path, options, attempt + 1);
      }
      calls.push(failed);
      return { status: 0, body: null };
    }
  }
  return { calls, resent, call };
}

/** One browser tab's socket, as the web opens it (WebSocket only), reconnecting by itself. */
export interface Tab {
  socket: Socket;
  /** Message contents received, with when. */
  received: Map<string, number>;
  connects: number[];
  disconnects: number[];
  restartHints: number;
}

export function openTab(baseUrl: string, token: string): Promise<Tab> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    randomizationFactor: 0,
  });
  const tab: Tab = { socket, received: new Map(), connects: [], disconnects: [], restartHints: 0 };
  socket.on('connect', () => tab.connects.push(Date.now()));
  socket.on('disconnect', () => tab.disconnects.push(Date.now()));
  socket.on(chatSocketEvents.message, (event: ChatMessageEvent) => tab.received.set(event.message.content, Date.now()));
  // As the web does: told the process is going, connect again after the pause it names.
  socket.on(chatSocketEvents.restarting, (event: ServerRestartingEvent) => {
    tab.restartHints += 1;
    setTimeout(() => {
      if (!socket.connected && socket.active === false) socket.connect();
    }, event.reconnectInMs);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(tab));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Reconnection times of a tab: from each disconnect to the next connect. */
export const reconnectTimes = (tab: Tab) => tab.disconnects.map((at) => (tab.connects.find((connected) => connected >= at) ?? Number.NaN) - at);

/**
 * A real SMTP server (smtp-server) that holds each recipient for `delayMs` before accepting it:
 * a sender killed while it waits has handed nothing over, so "mailed once" is exact.
 */
export async function startSlowSmtpServer(delayMs: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), delayMs);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((address) => address.address));
        callback();
      });
    },
  });
  // A sender killed mid-session resets its connection: not this server's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no smtp port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One line of deploy/nginx.conf's `upstreams` log format. */
export interface AccessLogEntry {
  /** When the answer ended and when the request came in, in ms. */
  ended: number;
  started: number;
  status: number;
  method: string;
  uri: string;
  /** Every process tried, in order (`127.0.0.1:3001`). */
  upstreams: string[];
}

export function readAccessLog(file: string): AccessLogEntry[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^(\S+) (\S+) (\d+) (\S+) "([^"]*)" "([^"]*)"/.exec(line);
      if (!match) throw new Error(`not an access log line: ${line}`);
      const ended = Math.round(Number(match[1]) * 1000);
      return {
        ended,
        started: ended - Math.round(Number(match[2]) * 1000),
        status: Number(match[3]),
        method: match[4],
        uri: match[5],
        upstreams: match[6] === '-' ? [] : match[6].split(/, | : /),
      };
    });
}
