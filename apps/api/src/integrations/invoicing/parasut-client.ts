import type { InvoicingErrorCode } from './provider';
import { type ApiDocument, errorDetail, readDocument } from './parasut-wire';

export interface InvoicingLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
}

export interface ParasutClientOptions {
  /** https://api.parasut.com (the OAuth endpoint is at its root, the API under /v4). */
  baseUrl: string;
  /** The firm's number in Paraşüt (firma_no): every call is under /v4/{companyId}. */
  companyId: string;
  clientId: string;
  clientSecret: string;
  /** The Paraşüt user's e-mail and password (grant_type=password). */
  username: string;
  password: string;
  /** Per request, the body included; 20 s by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger?: InvoicingLogger;
  /** The clock the token's lifetime is counted on. */
  now?: () => Date;
}

/**
 * A call that did not answer what was asked: the code it will be reported under, Paraşüt's HTTP
 * status when it answered, and what it said (secrets removed). parasut.ts words it for the store.
 */
export class ParasutFault extends Error {
  constructor(
    readonly code: InvoicingErrorCode,
    readonly status: number | null,
    readonly detail: string | null,
  ) {
    super(detail ?? code);
    this.name = 'ParasutFault';
  }
}

export const isParasutFault = (error: unknown): error is ParasutFault => error instanceof ParasutFault;

interface Token {
  access: string;
  refresh: string | null;
  /** When to stop using it (ms): a minute before Paraşüt's expires_in runs out. */
  renewAt: number;
}

type Query = Record<string, string | undefined>;

/** Paraşüt's documented redirect URI for clients without one of their own. */
const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';
/** The documented lifetime of an access token, when an answer leaves expires_in out. */
const defaultLifetimeSeconds = 7200;
const renewMarginMs = 60_000;

const timedOut = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Paraşüt over fetch: OAuth2 (password grant, refresh_token grant), a bearer token kept until a
 * minute before it expires and shared by concurrent calls, one new token and one retry on a 401,
 * JSON:API bodies, a time-out per request (AbortSignal.timeout), and faults as `ParasutFault`.
 * Logs method, path (never the query, which holds tax numbers), status and time; never a body,
 * a token or a credential, and removes the credentials from anything Paraşüt says back.
 */
export function createParasutClient(options: ParasutClientOptions) {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? (() => new Date());
  const root = options.baseUrl.replace(/\/+$/, '');
  const apiRoot = `${root}/v4/${encodeURIComponent(options.companyId)}`;
  let token: Token | null = null;
  let renewing: Promise<Token> | null = null;

  /** Paraşüt's words without our secrets in them, should it ever echo one. */
  function redact(detail: string | null): string | null {
    if (!detail) return detail;
    const secrets = [options.clientSecret, options.password, token?.access, token?.refresh].filter((secret): secret is string => !!secret && secret.length >= 4);
    return secrets.reduce((redacted, secret) => redacted.split(secret).join('***'), detail);
  }

  function log(level: 'info' | 'warn', details: object) {
    options.logger?.[level]({ provider: 'parasut', ...details }, 'invoicing provider call');
  }

  /** One request: the answer's status and parsed JSON (null when empty or not JSON), or a fault for no answer. */
  async function exchange(url: string, init: RequestInit, path: string): Promise<{ status: number; body: unknown }> {
    const started = Date.now();
    let status: number;
    let text: string;
    try {
      const response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const code = timedOut(error) ? 'TIMEOUT' : 'UNAVAILABLE';
      log('warn', { method: init.method, path, outcome: code, cause: (error as { cause?: { code?: string } })?.cause?.code, ms: Date.now() - started });
      throw new ParasutFault(code, null, null);
    }
    log(status < 400 ? 'info' : 'warn', { method: init.method, path, status, ms: Date.now() - started });
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status, body };
  }

  async function grant(fields: Record<string, string>): Promise<Token> {
    const { status, body } = await exchange(
      `${root}/oauth/token`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body: new URLSearchParams(fields).toString() },
      '/oauth/token',
    );
    const answer = (body ?? {}) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (status >= 200 && status < 300 && typeof answer.access_token === 'string' && answer.access_token) {
      const lifetimeMs = (typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : defaultLifetimeSeconds) * 1000;
      return {
        access: answer.access_token,
        refresh: typeof answer.refresh_token === 'string' && answer.refresh_token ? answer.refresh_token : null,
        renewAt: now().getTime() + lifetimeMs - Math.min(renewMarginMs, lifetimeMs / 2),
      };
    }
    if (status >= 200 && status < 300) throw new ParasutFault('UNAVAILABLE', status, 'token yanıtı okunamadı');
    if (status === 429 || status >= 500) throw new ParasutFault('UNAVAILABLE', status, redact(errorDetail(body)));
    throw new ParasutFault('AUTH', status, redact(errorDetail(body)));
  }

  const credentials = () => ({ client_id: options.clientId, client_secret: options.clientSecret });

  /** A new token: by the refresh token when there is one (Paraşüt answers a new refresh token too), else by password. */
  async function renew(): Promise<Token> {
    const refresh = token?.refresh;
    token = null;
    if (refresh) {
      try {
        return await grant({ grant_type: 'refresh_token', ...credentials(), refresh_token: refresh });
      } catch (error) {
        // A refresh token refused (revoked, expired) is no reason to fail: the password still works.
        if (!(error instanceof ParasutFault && error.code === 'AUTH')) throw error;
      }
    }
    return grant({ grant_type: 'password', ...credentials(), username: options.username, password: options.password, redirect_uri: outOfBand });
  }

  async function accessToken(): Promise<string> {
    if (token && now().getTime() < token.renewAt) return token.access;
    if (!renewing) {
      renewing = renew().then(
        (fresh) => {
          token = fresh;
          renewing = null;
          return fresh;
        },
        (error: unknown) => {
          renewing = null;
          throw error;
        },
      );
    }
    return (await renewing).access;
  }

  /** Forgets the token a 401 was answered to (unless a newer one replaced it meanwhile), keeping its refresh token. */
  function distrust(access: string) {
    if (token?.access === access) token = { ...token, renewAt: 0 };
  }

  /**
   * A JSON:API call under /v4/{companyId}. Answers the document, or null for 204 No Content.
   * A 4xx other than 401 and 429 is REJECTED; 401 twice (the second time on a new token) is AUTH;
   * 429, 5xx, no connection and an unreadable answer are UNAVAILABLE; no answer in time is TIMEOUT.
   */
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, request: { query?: Query; body?: unknown } = {}): Promise<ApiDocument | null> {
    const search = new URLSearchParams(Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
    const url = `${apiRoot}${path}${search ? `?${search}` : ''}`;
    for (let attempt = 1; ; attempt += 1) {
      const access = await accessToken();
      const headers: Record<string, string> = { Authorization: `Bearer ${access}`, Accept: 'application/vnd.api+json' };
      if (request.body !== undefined) headers['Content-Type'] = 'application/vnd.api+json';
      const { status, body } = await exchange(url, { method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) }, path);
      if (status === 401 && attempt === 1) {
        distrust(access);
        continue;
      }
      if (status === 401) throw new ParasutFault('AUTH', status, redact(errorDetail(body)));
      if (status === 429 || status >= 500) throw new ParasutFault('UNAVAILABLE', status, redact(errorDetail(body)));
      if (status >= 400) throw new ParasutFault('REJECTED', status, redact(errorDetail(body)) ?? `HTTP ${status}`);
      if (status === 204 || body === null) {
        if (status === 204 || method === 'DELETE') return null;
        throw new ParasutFault('UNAVAILABLE', status, 'yanıt okunamadı');
      }
      const document = readDocument(body);
      if (!document) throw new ParasutFault('UNAVAILABLE', status, 'yanıt okunamadı');
      return document;
    }
  }

  /**
   * Downloads a file Paraşüt linked to (the PDF's short-lived URL, on its file store): no bearer
   * token goes with it, since the link is signed and may point at another host.
   */
  async function download(url: string): Promise<Buffer> {
    const started = Date.now();
    let status: number;
    let bytes: Buffer;
    try {
      const response = await send(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const code = timedOut(error) ? 'TIMEOUT' : 'UNAVAILABLE';
      log('warn', { method: 'GET', path: 'pdf download', outcome: code, ms: Date.now() - started });
      throw new ParasutFault(code, null, null);
    }
    log(status < 400 ? 'info' : 'warn', { method: 'GET', path: 'pdf download', status, ms: Date.now() - started });
    if (status < 200 || status >= 300) throw new ParasutFault('UNAVAILABLE', status, 'PDF indirilemedi');
    return bytes;
  }

  return { call, download };
}

export type ParasutClient = ReturnType<typeof createParasutClient>;
