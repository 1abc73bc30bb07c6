import { randomUUID } from 'node:crypto';
import { errorStatus } from '@pazaryeri/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoom } from '../modules/chat';
import { createCoupon } from '../modules/coupons';
import { createBuyer, createCategory, createStore, placePaidOrder } from '../modules/orders';
import { auth, createTestApp, createUser, injectJson, multipart, type TestApp } from './helper';

/**
 * The robustness sweep of issue 18: every route of the OpenAPI document the API serves gets
 * malformed input from every role that may call it. Nothing here names a route: routes added
 * later are in the document and so in the sweep. The only routes left out are in `skipped`.
 *
 * What a route must do with each input: answer below 500; a 4xx carries the standard error body
 * `{ message, code, fields? }` with the status its code stands for; and a refusal writes nothing
 * (the row count of every table in the database is the same after the route's refusals).
 */

/** Routes the sweep cannot send malformed input to safely, and why. */
export const skipped: Record<string, string> = {
  // Swagger's own pages and this very document: not our handlers, no input of ours.
  'GET /api/docs': "swagger-ui's static pages",
};
/** Path prefixes left out: swagger-ui assets. socket.io and the SPA fallback are not in the document. */
const skippedPrefixes = ['/api/docs'];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
  description?: string;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
  required?: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for params. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Statuses the route documents as a page (a string), not the JSON error body: the bank's 3DS page. */
  pageStatuses: Set<number>;
}

export type RoleName = 'visitor' | 'buyer' | 'seller' | 'admin' | 'marketing';
export const roleNames: RoleName[] = ['visitor', 'buyer', 'seller', 'admin', 'marketing'];

export interface World {
  headers: Record<RoleName, Record<string, string>>;
  /** An existing id per table (first row), for "right shape and exists". */
  idOf: Map<string, string>;
  /** Existing values of non-id params (slug, alias, …). */
  named: Record<string, string>;
  tables: string[];
}

/** The operations of the served document, minus the skipped ones, in a stable order (deletes last). */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`OpenAPI document: ${response.statusCode}`);
  type Content = Record<string, { schema?: JsonSchema }>;
  const document = response.json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Content }; responses?: Record<string, { content?: Content }> }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (skippedPrefixes.some((prefix) => path.startsWith(prefix))) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (skipped[`${upper} ${path}`]) continue;
      const content = operation.requestBody?.content;
      const body = content ? (Object.values(content)[0]?.schema ?? null) : null;
      const pageStatuses = new Set(
        Object.entries(operation.responses ?? {})
          .filter(([, documented]) => Object.values(documented.content ?? {}).some((entry) => entry.schema?.type === 'string'))
          .map(([status]) => Number(status)),
      );
      operations.push({ method: upper, path, parameters: operation.parameters ?? [], body, pageStatuses });
    }
  }
  // Deletes (and the one "log out") last, so the fixtures the others use are still there.
  const weight = (operation: Operation) => (operation.method === 'DELETE' ? 2 : /signout|logout/.test(operation.path) ? 1 : 0);
  return operations.sort((a, b) => weight(a) - weight(b) || `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Operations of shard `index` of `count`, split evenly by position so each file does a similar share. */
export const shard = <T>(items: T[], index: number, count: number) => items.filter((_, position) => position % count === index);

/**
 * The app the sweep runs on. Google sign-in is configured (with a key set on a closed port) so
 * its route checks the token instead of answering 503 "not configured" to every shape of it.
 */
export const sweepEnv = { GOOGLE_CLIENT_ID: 'saglamlik.apps.googleusercontent.com', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' };

/** Users of every role, a store with a product on sale, an order, a chat room, a coupon. */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const admin = await createUser(app, { role: 'admin', name: 'Sağlam Yönetici' });
  const marketing = await createUser(app, { role: 'marketing', name: 'Sağlam Pazarlama' });
  const categoryId = await createCategory(app);
  const store = await createStore(app, admin.token, categoryId, 'Sağlam Cıvata');
  const product = await store.list({ name: 'Sağlam M8 Cıvata', price: '12.50', stock: 50 });
  const buyer = await createBuyer(app, 'Sağlam Alıcı');
  await placePaidOrder(app, buyer, [{ productId: product._id, quantity: 1 }]);
  await startRoom(app, buyer.token, { contextType: 'product', productId: product._id });
  await createCoupon(app, store.token, 'create');
  const question = await injectJson(app, { method: 'POST', url: '/api/questions', headers: auth(buyer.token), body: { productId: product._id, question: 'Paslanmaz çelik mi?' } });
  if (question.status !== 201) throw new Error(`question: ${question.status} ${JSON.stringify(question.body)}`);

  const tables = await listTables(app);
  const idOf = new Map<string, string>();
  for (const table of tables) {
    const rows = await rowsOf(app, `select id::text as id from "${table}" order by 1 limit 1`).catch(() => []);
    if (rows[0]?.id) idOf.set(table, String(rows[0].id));
  }
  const slug = await rowsOf(app, 'select slug from products where slug is not null limit 1').catch(() => []);
  const alias = await rowsOf(app, 'select alias from sellers limit 1').catch(() => []);
  return {
    headers: { visitor: {}, buyer: auth(buyer.token), seller: auth(store.token), admin: auth(admin.token), marketing: auth(marketing.token) },
    idOf,
    named: { slug: String(slug[0]?.slug ?? 'yok'), alias: String(alias[0]?.alias ?? 'yok'), provider: 'credentials', cityCode: '34' },
    tables,
  };
}

async function rowsOf(app: FastifyInstance, query: string): Promise<Record<string, unknown>[]> {
  const result = (await app.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function listTables(app: FastifyInstance): Promise<string[]> {
  const rows = await rowsOf(app, "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  return rows.map((row) => String(row.name));
}

/** Row count of every table, in one query. */
export async function countRows(app: FastifyInstance, tables: string[]): Promise<Record<string, number>> {
  const [row] = await rowsOf(app, `select ${tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`).join(', ')}`);
  return Object.fromEntries(Object.entries(row).map(([table, count]) => [table, Number(count)]));
}

const normalise = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '').replace(/(ies|s)$/, '');

/** An existing id for a path param: the table its name (productId) or the path (/products/{id}) points to. */
export function existingValue(world: World, operation: Operation, name: string): string {
  if (world.named[name]) return world.named[name];
  const segments = operation.path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  const hints = [name.replace(/Id$/, ''), ...segments.reverse()].map(normalise).filter((hint) => hint.length > 2 && hint !== 'id');
  const tables = [...world.idOf.keys()];
  for (const hint of hints) {
    const table = tables.find((candidate) => normalise(candidate) === hint) ?? tables.find((candidate) => normalise(candidate).startsWith(hint) || hint.startsWith(normalise(candidate)));
    if (table) return world.idOf.get(table) as string;
  }
  return world.idOf.get('products') ?? randomUUID();
}

/** A value that fits the schema as far as it says (ids exist), to carry one malformed field. */
function sample(schema: JsonSchema | undefined, key: string, world: World, operation: Operation): unknown {
  if (!schema) return undefined;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0], key, world, operation);
  if (schema.allOf?.length) return sample(schema.allOf[0], key, world, operation);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (/(^_?id|Id)$/.test(key) || schema.format === 'uuid') return existingValue(world, operation, key);
      if (schema.format === 'email' || /email/i.test(key)) return 'saglam.test@ornek.com.tr';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      return 'Sağlam deneme metni'.slice(0, Math.max(schema.maxLength ?? 30, schema.minLength ?? 3)).padEnd(schema.minLength ?? 0, 'a');
    }
    case 'number':
    case 'integer':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items, key, world, operation));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sample(schema.properties?.[name], name, world, operation);
      return value;
    }
    default:
      return undefined;
  }
}

/** A property with no type is a file part of a multipart form (`z.any()` in the route's schema). */
const fileFields = (body: JsonSchema | null) => Object.entries(body?.properties ?? {}).filter(([, schema]) => !schema.type && !schema.anyOf && !schema.oneOf && !schema.enum).map(([name]) => name);

const tenKb = 'ş'.repeat(5_120);
/** Values a JSON field is set to, one at a time. */
const badJsonValues: unknown[] = ['x\u0000y', tenKb, 1e308, -1e308, 'NaN', null, [], 'bilinmeyen-deger'];
/** Values a query parameter is set to, one at a time. */
const badQueryValues: (string | string[])[] = ['x\u0000y', tenKb, '1e308', '-1e308', 'NaN', '-1', 'bilinmeyen-deger', ['a', 'b']];
/** Values a path parameter is set to, one at a time (already URL-encoded), plus a new UUID. */
const badPathValues = ['bozuk-kimlik', 'a%00b', 'x'.repeat(10_240), '-1', '%C0%AF', '00000000-0000-0000-0000-000000000000'];

export interface Case {
  label: string;
  options: InjectOptions;
}

function buildUrl(operation: Operation, params: Record<string, string>) {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** The malformed requests for one operation (without the caller's headers). */
export function casesFor(operation: Operation, world: World, full: boolean): Case[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const goodParams = Object.fromEntries(pathParams.map((parameter) => [parameter.name, encodeURIComponent(existingValue(world, operation, parameter.name))]));
  const url = buildUrl(operation, goodParams);
  const method = operation.method as InjectOptions['method'];
  const cases: Case[] = [{ label: 'NUL in an unknown query parameter', options: { method, url, query: { saglam: 'x\u0000y' } } }];

  for (const parameter of pathParams) {
    for (const value of [...badPathValues, randomUUID()]) {
      cases.push({ label: `path ${parameter.name}=${value.slice(0, 20)}`, options: { method, url: buildUrl(operation, { ...goodParams, [parameter.name]: value }) } });
    }
  }
  if (full) {
    for (const parameter of queryParams) {
      for (const value of badQueryValues) {
        cases.push({ label: `query ${parameter.name}=${String(value).slice(0, 20)}`, options: { method, url, query: { [parameter.name]: value } } });
      }
    }
  }
  if (!operation.body) return cases;

  const json = (label: string, payload: string) => cases.push({ label, options: { method, url, headers: { 'content-type': 'application/json' }, payload } });
  for (const payload of ['[]', 'null', '1e308', '-1e308', '"x"', 'true', '[{}]', '{"a":', '{"\\u0000":1}']) json(`body ${payload}`, payload);
  cases.push({ label: 'body as text/plain', options: { method, url, headers: { 'content-type': 'text/plain' }, payload: 'düz metin' } });
  cases.push({ label: 'body {} (fields missing)', options: { method, url, payload: {} } });

  const files = fileFields(operation.body);
  const base = sample(operation.body, '', world, operation) as Record<string, unknown>;
  cases.push({ label: 'body with an extra field', options: { method, url, payload: { ...base, saglamFazla: 'x\u0000' } } });
  if (full) {
    for (const name of Object.keys(operation.body.properties ?? {})) {
      if (files.includes(name)) continue;
      for (const value of badJsonValues) {
        cases.push({ label: `body ${name}=${JSON.stringify(value)?.slice(0, 20)}`, options: { method, url, payload: { ...base, [name]: value } } });
      }
    }
  }
  if (files.length) {
    const textFields = Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
    const form = (label: string, fields: Record<string, string>, parts: Parameters<typeof multipart>[1]) => {
      const built = multipart(fields, parts);
      cases.push({ label: `multipart ${label}`, options: { method, url, headers: { 'content-type': built.contentType }, payload: built.payload } });
    };
    form('with no parts', {}, []);
    form('with a file field sent as text', { ...textFields, ...Object.fromEntries(files.map((name) => [name, 'metin'])) }, []);
    form('with garbage as the file', textFields, files.map((field) => ({ field, name: 'resim.png', type: 'image/png', data: Buffer.from('bu bir resim değil\u0000') })));
    form('with NUL in the file name', textFields, files.map((field) => ({ field, name: 'a\u0000b.png', type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })));
    const firstText = Object.keys(textFields)[0];
    if (firstText) {
      form('with a text field sent as a file', textFields, [{ field: firstText, name: 'alan.txt', type: 'text/plain', data: Buffer.from('metin') }]);
      form('with NUL in a text field', { ...textFields, [firstText]: 'x\u0000y' }, []);
    }
    // Repeated text fields arrive as an array.
    const built = multipart(textFields, []);
    const again = Object.entries(textFields).map(([name, value]) => `--dup\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
    const boundary = built.contentType.split('boundary=')[1];
    const doubled = Buffer.concat([Buffer.from(again.replaceAll('--dup', `--${boundary}`)), built.payload]);
    cases.push({ label: 'multipart with every text field twice', options: { method, url, headers: { 'content-type': built.contentType }, payload: doubled } });
  }
  return cases;
}

export interface Finding {
  route: string;
  role: RoleName;
  label: string;
  problem: string;
}

const isStandardError = (status: number, body: unknown) => {
  if (!body || typeof body !== 'object') return false;
  const { message, code, fields } = body as { message?: unknown; code?: unknown; fields?: unknown };
  if (typeof message !== 'string' || !message.trim() || typeof code !== 'string' || !(code in errorStatus)) return false;
  if (errorStatus[code as keyof typeof errorStatus] !== status) return false;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || Object.values(fields).some((value) => typeof value !== 'string'))) return false;
  return true;
};

/** Roles the route lets past its access check: a request it refuses for its input, not for the caller. */
async function callers(app: FastifyInstance, operation: Operation, world: World): Promise<RoleName[]> {
  const allowed: RoleName[] = [];
  const probe = casesFor(operation, world, false)[0];
  for (const role of roleNames) {
    const response = await app.inject({ ...probe.options, headers: { ...world.headers[role] } });
    const code = (response.json() as { code?: string }).code;
    if (!(response.statusCode === 401 || (response.statusCode === 403 && code === 'FORBIDDEN'))) allowed.push(role);
  }
  return allowed;
}

/**
 * Sends every case to every role the route accepts and returns what went wrong. Every case goes to
 * the first role that may call the route; the others get the cheaper half (wrong body types,
 * malformed and unknown ids, NUL, broken forms).
 */
export async function sweep(testApp: TestApp, world: World, operations: Operation[]) {
  const { app } = testApp;
  const findings: Finding[] = [];
  let requests = 0;
  let before = await countRows(app, world.tables);
  for (const operation of operations) {
    const route = `${operation.method} ${operation.path}`;
    const roles = await callers(app, operation, world);
    let accepted = false;
    for (const [index, role] of (roles.length ? roles : (['visitor'] as RoleName[])).entries()) {
      for (const { label, options } of casesFor(operation, world, index === 0)) {
        requests += 1;
        const response = await app.inject({ ...options, headers: { ...options.headers, ...world.headers[role] } });
        const status = response.statusCode;
        if (status >= 500) {
          findings.push({ route, role, label, problem: `${status} ${response.body.slice(0, 200)}` });
        } else if (status >= 400) {
          let body: unknown = null;
          try {
            body = response.json();
          } catch {
            // not JSON: reported below
          }
          const page = operation.pageStatuses.has(status) && String(response.headers['content-type']).startsWith('text/html');
          if (!page && !isStandardError(status, body)) findings.push({ route, role, label, problem: `${status} without the standard error body: ${response.body.slice(0, 200)}` });
        } else if (operation.method !== 'GET') {
          accepted = true;
        }
      }
    }
    const after = await countRows(app, world.tables);
    if (!accepted) {
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) findings.push({ route, role: 'visitor', label: 'row counts', problem: `refusals wrote rows: ${changed.map((table) => `${table} ${before[table]}→${after[table]}`).join(', ')}` });
    }
    before = after;
  }
  return { findings, requests };
}

/** One line per distinct problem (the same problem for several roles or values is listed once). */
export function summarise(findings: Finding[]): string[] {
  const lines = new Map<string, string>();
  for (const finding of findings) {
    const key = `${finding.route} · ${finding.problem.replace(/x{20,}/g, 'x…').slice(0, 160)}`;
    if (!lines.has(key)) lines.set(key, `${finding.route} [${finding.role}] ${finding.label}: ${finding.problem.replace(/x{20,}/g, 'x…').slice(0, 240)}`);
  }
  return [...lines.values()];
}

/**
 * One part of the sweep, on an app of its own: the routes are dealt out over `parts` test files
 * so that vitest runs them side by side.
 */
export function describeSweepPart(part: number, parts: number) {
  describe(`robustness sweep, part ${part + 1} of ${parts}`, () => {
    let testApp: TestApp;
    let world: World;
    beforeAll(async () => {
      testApp = await createTestApp(sweepEnv);
      world = await buildWorld(testApp.app);
    }, 240_000);
    afterAll(() => testApp?.close());

    it('no route answers 5xx, every refusal has the standard error body and writes nothing', async () => {
      const operations = shard(await readOperations(testApp.app), part, parts);
      expect(operations.length).toBeGreaterThan(40);
      const { findings, requests } = await sweep(testApp, world, operations);
      console.info(`robustness part ${part + 1}: ${operations.length} routes, ${requests} requests`);
      expect(summarise(findings)).toEqual([]);
    }, 400_000);
  });
}
