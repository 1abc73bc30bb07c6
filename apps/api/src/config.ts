import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isPostgresUrl, type PgliteCompiler } from './db/database-url';
import type { S3Settings } from './integrations/storage/s3-store';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

/** One address or CIDR block a proxy-addr list takes, or one of its names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Whose `X-Forwarded-*` to believe: `true` (every hop: only where nothing but the proxy can reach
 * the process), `false`, or the proxies' addresses and CIDR blocks, comma-separated, so that a
 * client talking to the process directly cannot pick the address the rate limits count.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true' || text === '1') return true;
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({ code: 'custom', message: `true, false, or proxy addresses / CIDR blocks separated by commas (not ${wrong.join(', ')})` });
      return z.NEVER;
    }
    return entries;
  });

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable the API reads. The README lists the same set. */
/**
 * A server's heap growing factor (issue 29): V8's own lets the heap reach up to four times what a
 * full collection left alive, and under the catalogue's load the main heap held 278 MB for 81 MB
 * alive at 100,000 products (docs/decisions.md, "Memory").
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 25;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('pz:'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().default('Pazaryeri Yönetici'),
  SEED_DEMO_DATA: bool,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pazaryeri <no-reply@pazaryeri.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ANALYTICS_ID: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  SERVE_WEB: bool,
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: int(1024 * 1024),
  UPLOAD_LIMIT_BYTES: int(5 * 1024 * 1024),
  RATE_LIMIT_PER_MINUTE: int(300),
  AUTH_RATE_LIMIT_PER_IP: int(20),
  AUTH_RATE_LIMIT_PER_EMAIL: int(8),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: int(900),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxy,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).default('sandbox'),
  IYZICO_API_KEY: z.string().optional(),
  IYZICO_SECRET_KEY: z.string().optional(),
  IYZICO_BASE_URL: z.string().url().default('https://sandbox-api.iyzipay.com'),
  /** The platform's cut of each basket line, a decimal with up to four places: 0.10 = 10 %. */
  PLATFORM_COMMISSION_RATE: z
    .string()
    .regex(/^0(\.\d{1,4})?$/, 'a decimal from 0 to 0.9999, e.g. 0.10')
    .default('0.10'),
  /** The largest STL file a store may upload (issue 13). */
  STL_MAX_BYTES: int(100 * 1024 * 1024),
  /** All the files of one STL upload together (parts and photos); twice STL_MAX_BYTES when unset. */
  STL_TOTAL_MAX_BYTES: z.coerce.number().int().positive().optional(),
  /** Infill percentage the STL filament estimate assumes (0–100). */
  STL_INFILL_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** Files on S3-compatible object storage (issue 16): set S3_BUCKET to leave the local disk. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /** Invoices (issue 26): the in-process sandbox, or Paraşüt's v4 API. */
  INVOICE_PROVIDER: z.enum(['sandbox', 'parasut']).default('sandbox'),
  PARASUT_API_URL: z.string().url().default('https://api.parasut.com'),
  PARASUT_COMPANY_ID: z.string().optional(),
  PARASUT_CLIENT_ID: z.string().optional(),
  PARASUT_CLIENT_SECRET: z.string().optional(),
  PARASUT_USERNAME: z.string().optional(),
  PARASUT_PASSWORD: z.string().optional(),
  PARASUT_TIMEOUT_MS: int(15_000),
  /** The platform as the seller on its commission invoices. */
  PLATFORM_LEGAL_NAME: z.string().min(2).default('Pazaryeri Elektronik Ticaret A.Ş.'),
  PLATFORM_TAX_NUMBER: z
    .string()
    .regex(/^\d{10}$/, 'a VKN of 10 digits')
    .default('7350110424'),
  PLATFORM_TAX_OFFICE: z.string().min(2).default('Maslak'),
  PLATFORM_ADDRESS: z.string().min(2).default('Büyükdere Cad. No: 199'),
  PLATFORM_DISTRICT: z.string().min(2).default('Sarıyer'),
  PLATFORM_CITY: z.string().min(2).default('İstanbul'),
  CARGO_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  CARGO_API_URL: z.string().url().optional(),
  CARGO_API_TOKEN: z.string().optional(),
  /** Seconds between two tracking steps of the sandbox aggregator (a demo delivers in four steps). */
  CARGO_SANDBOX_STEP_SECONDS: int(120),
  /** The embedded database in a thread of its own; on unless set to false (tests: off unless set). */
  PGLITE_THREAD: bool,
  /** The embedded database's shared buffers (db/client.ts): PostgreSQL's 128 MB cost 120 MB resident. */
  PGLITE_BUFFERS_MB: int(16),
  /**
   * How V8 compiles the embedded database's WebAssembly (db/client.ts, pgliteCompiler): `baseline`
   * (Liftoff only) or `optimizing` (hot functions recompiled by TurboFan, V8's default).
   */
  PGLITE_COMPILER: z.enum(['baseline', 'optimizing']).optional(),
  /**
   * How far V8 lets a heap grow past what a full collection left alive before the next one
   * (server.ts): 25 means 1.25× (issue 29); 0 leaves V8's own factor (up to 4×). Unset: 25 in a
   * server, V8's own in tests.
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).optional(),
  /** The public catalogue's response cache (issue 19); on unless set to false. */
  CATALOGUE_CACHE: bool,
  /** Unset: 200 on PostgreSQL, 64 on the embedded database (issue 29: one small server; issue 28: a full cache counted as it costs, warmed, kept one process under 600 MB). */
  CATALOGUE_CACHE_MB: z.coerce.number().int().positive().optional(),
  /** The catalogue's list engine in memory (issue 19), beside the cache; on unless set to false. */
  CATALOGUE_INDEX: bool,
  /**
   * Past this many products filed the list engine keeps no search postings and searches go to
   * PostgreSQL's GIN index (issue 29: about 200 B a product and a common word's ranking in memory).
   */
  CATALOGUE_INDEX_SEARCH_MAX: int(200_000),
  /**
   * At start the cache is filled with the cards of the newest products on sale, up to half its
   * size, while the server answers (products.public-cache.ts `warmCards`); on unless set to
   * false, off in tests.
   */
  CATALOGUE_WARM: bool,
  JOBS_WORKER: bool,
  JOBS_POLL_MS: int(1000),
  JOBS_LEASE_SECONDS: int(30),
  MARKETING_SEND_RATE_PER_MINUTE: int(600),
  MARKETING_SEND_MAX_ATTEMPTS: int(5),
  MARKETING_SEND_RETRY_BASE_SECONDS: int(30),
  MARKETING_SEND_PARALLEL: int(2),
  MARKETING_SUBSCRIBE_LIMIT_PER_IP: int(10),
  MARKETING_SUBSCRIBE_LIMIT_PER_EMAIL: int(3),
  MARKETING_SUBSCRIBE_WINDOW_SECONDS: int(3600),
  /** Prometheus text at /metrics on a listener of its own (never the public port); 0 or off: none. */
  METRICS_PORT: z
    .string()
    .regex(/^(off|\d{1,5})$/, 'a port number (1–65535), or 0 / off for no metrics listener')
    .refine((value) => value === 'off' || Number(value) <= 65_535, 'a port number (1–65535), or 0 / off for no metrics listener')
    .default('9464'),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** After SIGTERM: answering (not ready) this long, so load balancers stop sending here first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** Then: in-flight requests and running jobs get this long before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: int(10_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** `memory://` for a throw-away PGlite, a directory for an on-disk one, or a postgres:// URL. */
  databaseUrl: string;
  /** PGlite runs in a worker thread (db/pglite-thread-client.ts); PostgreSQL ignores it. */
  pgliteThread: boolean;
  pgliteBuffersMb: number;
  /** `PGLITE_COMPILER`: how V8 compiles the embedded database (db/client.ts, useWasmCompiler). */
  pgliteCompiler: PgliteCompiler;
  /** `HEAP_GROWING_PERCENT`: V8's heap growing factor in percent past 1, 0 for V8's own (server.ts). */
  heapGrowingPercent: number;
  redisUrl: string | null;
  /** Prepended to every Redis key, so several installs (or test runs) can share one Redis. */
  redisPrefix: string;
  jwtSecret: Uint8Array;
  jwtExpiresIn: string;
  admin: { email: string; password: string; name: string } | null;
  seedDemoData: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string | null; jwksUrl: string };
  analyticsId: string | null;
  corsOrigins: string[];
  serveWeb: boolean;
  webDist: string;
  bodyLimit: number;
  uploadLimit: number;
  rateLimitPerMinute: number;
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  logLevel: string;
  /** Fastify's trustProxy: every hop, none, or these proxies' addresses and blocks. */
  trustProxy: boolean | string[];
  payments: {
    provider: 'sandbox' | 'iyzico';
    iyzico: { apiKey: string; secretKey: string; baseUrl: string } | null;
    /** PLATFORM_COMMISSION_RATE in basis points (1000 = 10 %). */
    commissionBasisPoints: number;
  };
  /** STL models: per-file and per-upload size limits and the infill share (0–1) of the filament estimate. */
  stl: { maxBytes: number; totalBytes: number; infill: number };
  /** Where uploaded files live: null → DATA_DIR/uploads and DATA_DIR/private on this machine. */
  s3: S3Settings | null;
  /**
   * Anonymous catalogue answers kept in this process, dropped by the database's change notices;
   * null: off. `index`: the list engine in memory beside it (CATALOGUE_INDEX); `searchUpTo`: how many
   * products it files before it leaves searches to PostgreSQL (CATALOGUE_INDEX_SEARCH_MAX); `warm`:
   * filled with the newest products' cards at start (CATALOGUE_WARM).
   */
  catalogueCache: { maxBytes: number; index: boolean; searchUpTo: number; warm: boolean } | null;
  cargo: {
    provider: 'sandbox' | 'http';
    apiUrl: string | null;
    apiToken: string | null;
    sandboxStepSeconds: number;
  };
  invoicing: {
    provider: 'sandbox' | 'parasut';
    parasut: { baseUrl: string; companyId: string; clientId: string; clientSecret: string; username: string; password: string; timeoutMs: number } | null;
    /** The platform's identity on its commission invoices. */
    platform: { name: string; taxNumber: string; taxOffice: string; address: { line: string; district: string; city: string } };
  };
  /** The durable job queue (integrations/jobs): whether this process runs a worker, its poll and lease. */
  jobs: { worker: boolean; pollMs: number; leaseMs: number };
  /** Where server.ts serves /metrics; null: nowhere. */
  metrics: { port: number; host: string } | null;
  /** SIGTERM/SIGINT (server.ts): not ready, still serving for `drainMs`; then `timeoutMs` to finish. */
  shutdown: { drainMs: number; timeoutMs: number };
  marketing: {
    /** Campaign mails per minute, across every process (the shared limiter). */
    sendRatePerMinute: number;
    /** Tries per recipient on temporary (4xx) SMTP failures, and the first retry's delay (doubling). */
    sendMaxAttempts: number;
    retryBaseMs: number;
    /** Send jobs queued per campaign: how many workers (processes) may share one campaign. */
    sendParallel: number;
    subscribeLimit: { perIp: number; perEmail: number; windowSeconds: number };
  };
}

/** The signing secret: JWT_SECRET, else one generated once and kept in DATA_DIR (embedded mode). */
function loadJwtSecret(secret: string | undefined, dataDir: string, persist: boolean): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  if (!persist) return randomBytes(48);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isTest = env.NODE_ENV === 'test';
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL || (isTest ? 'memory://' : path.join(dataDir, 'pglite'));
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const iyzico = env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY ? { apiKey: env.IYZICO_API_KEY, secretKey: env.IYZICO_SECRET_KEY } : null;
  if (env.CARGO_PROVIDER === 'http' && !(env.CARGO_API_URL && env.CARGO_API_TOKEN)) {
    throw new Error('Invalid environment: CARGO_PROVIDER=http needs CARGO_API_URL and CARGO_API_TOKEN');
  }
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK\'s own credential chain)');
  }
  const parasut =
    env.PARASUT_COMPANY_ID && env.PARASUT_CLIENT_ID && env.PARASUT_CLIENT_SECRET && env.PARASUT_USERNAME && env.PARASUT_PASSWORD
      ? {
          baseUrl: env.PARASUT_API_URL.replace(/\/+$/, ''),
          companyId: env.PARASUT_COMPANY_ID,
          clientId: env.PARASUT_CLIENT_ID,
          clientSecret: env.PARASUT_CLIENT_SECRET,
          username: env.PARASUT_USERNAME,
          password: env.PARASUT_PASSWORD,
          timeoutMs: env.PARASUT_TIMEOUT_MS,
        }
      : null;
  if (env.INVOICE_PROVIDER === 'parasut' && !parasut) {
    throw new Error('Invalid environment: INVOICE_PROVIDER=parasut needs PARASUT_COMPANY_ID, PARASUT_CLIENT_ID, PARASUT_CLIENT_SECRET, PARASUT_USERNAME and PARASUT_PASSWORD');
  }
  if (env.PAYMENT_PROVIDER === 'iyzico' && !iyzico) {
    throw new Error('Invalid environment: PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    dataDir,
    databaseUrl,
    pgliteThread: env.PGLITE_THREAD ?? !isTest,
    pgliteBuffersMb: env.PGLITE_BUFFERS_MB,
    // Tests open hundreds of short-lived databases: V8's default there, the smaller code in a server.
    pgliteCompiler: env.PGLITE_COMPILER ?? (isTest ? 'optimizing' : 'baseline'),
    heapGrowingPercent: env.HEAP_GROWING_PERCENT ?? (isTest ? 0 : DEFAULT_HEAP_GROWING_PERCENT),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX,
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir, !isTest),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }
        : null,
    seedDemoData: env.SEED_DEMO_DATA ?? !isTest,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM,
    google: { clientId: env.GOOGLE_CLIENT_ID || null, jwksUrl: env.GOOGLE_JWKS_URL },
    analyticsId: env.ANALYTICS_ID || null,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [appUrl],
    serveWeb: env.SERVE_WEB ?? env.NODE_ENV === 'production',
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    bodyLimit: env.BODY_LIMIT_BYTES,
    uploadLimit: env.UPLOAD_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    logLevel: env.LOG_LEVEL ?? (isTest ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    payments: {
      provider: env.PAYMENT_PROVIDER,
      iyzico: iyzico && { ...iyzico, baseUrl: env.IYZICO_BASE_URL.replace(/\/+$/, '') },
      // At most four decimals below 1, so this product is exact after rounding.
      commissionBasisPoints: Math.round(Number(env.PLATFORM_COMMISSION_RATE) * 10_000),
    },
    stl: { maxBytes: env.STL_MAX_BYTES, totalBytes: env.STL_TOTAL_MAX_BYTES ?? 2 * env.STL_MAX_BYTES, infill: env.STL_INFILL_PERCENT / 100 },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          // MinIO and most self-hosted servers want /bucket/key; AWS and R2 take either.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : null,
    catalogueCache:
      (env.CATALOGUE_CACHE ?? true)
        ? {
            maxBytes: (env.CATALOGUE_CACHE_MB ?? (isPostgresUrl(databaseUrl) ? 200 : 64)) * 1024 * 1024,
            index: env.CATALOGUE_INDEX ?? true,
            searchUpTo: env.CATALOGUE_INDEX_SEARCH_MAX,
            warm: env.CATALOGUE_WARM ?? !isTest,
          }
        : null,
    cargo: {
      provider: env.CARGO_PROVIDER,
      apiUrl: env.CARGO_API_URL?.replace(/\/+$/, '') ?? null,
      apiToken: env.CARGO_API_TOKEN || null,
      sandboxStepSeconds: env.CARGO_SANDBOX_STEP_SECONDS,
    },
    invoicing: {
      provider: env.INVOICE_PROVIDER,
      parasut,
      platform: {
        name: env.PLATFORM_LEGAL_NAME,
        taxNumber: env.PLATFORM_TAX_NUMBER,
        taxOffice: env.PLATFORM_TAX_OFFICE,
        address: { line: env.PLATFORM_ADDRESS, district: env.PLATFORM_DISTRICT, city: env.PLATFORM_CITY },
      },
    },
    // Tests run the worker on demand (`app.jobs.runDue()`) unless they ask for the loop.
    jobs: { worker: env.JOBS_WORKER ?? !isTest, pollMs: env.JOBS_POLL_MS, leaseMs: env.JOBS_LEASE_SECONDS * 1000 },
    metrics: env.METRICS_PORT === 'off' || Number(env.METRICS_PORT) === 0 ? null : { port: Number(env.METRICS_PORT), host: env.METRICS_HOST },
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    marketing: {
      sendRatePerMinute: env.MARKETING_SEND_RATE_PER_MINUTE,
      sendMaxAttempts: env.MARKETING_SEND_MAX_ATTEMPTS,
      retryBaseMs: env.MARKETING_SEND_RETRY_BASE_SECONDS * 1000,
      sendParallel: env.MARKETING_SEND_PARALLEL,
      subscribeLimit: {
        perIp: env.MARKETING_SUBSCRIBE_LIMIT_PER_IP,
        perEmail: env.MARKETING_SUBSCRIBE_LIMIT_PER_EMAIL,
        windowSeconds: env.MARKETING_SUBSCRIBE_WINDOW_SECONDS,
      },
    },
  };
}
