import { messages } from '@pazaryeri/contract';
import type { AdminDataRequest } from '@pazaryeri/contract/privacy/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests } from '../../db/schema/privacy';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { daysLeftUntil } from './privacy.admin';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let adminToken: string;
let viaApiId: string;
const people: Record<'ayse' | 'mehmet' | 'isik' | 'gone', { id: string; token: string }> = {} as never;

/**
 * Requests of four people, their deadlines 30 days after arrival, set off from now by half a day
 * so that the whole days left cannot tip over while the test runs:
 * - Ayşe: an export asked through the API just now (30 days left), and an export answered in time.
 * - Mehmet: an export that failed 40 days ago (10 days late) and a deletion 25 days old (5 days left).
 * - Işık: an export written 45 days ago, answered on day 3, its file deleted since.
 * - a deleted account: its deletion, done on the day.
 */
async function insertRequests() {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY - 12 * HOUR);
  const row = (userId: string, kind: 'export' | 'deletion', status: AdminDataRequest['status'], createdAt: Date, answeredAfterDays?: number) => ({
    userId,
    kind,
    status,
    createdAt,
    updatedAt: createdAt,
    deadlineAt: new Date(createdAt.getTime() + 30 * DAY),
    completedAt: answeredAfterDays === undefined ? null : new Date(createdAt.getTime() + answeredAfterDays * DAY),
    expiresAt: kind === 'export' && answeredAfterDays !== undefined ? new Date(createdAt.getTime() + (answeredAfterDays + 7) * DAY) : null,
  });
  await t.app.db.insert(dataRequests).values([
    row(people.ayse.id, 'export', 'ready', at(2), 1),
    row(people.mehmet.id, 'export', 'failed', at(40)),
    row(people.mehmet.id, 'deletion', 'pending', at(25)),
    // Still 'ready' in the table: the job that deletes the file has not run yet.
    row(people.isik.id, 'export', 'ready', at(45), 3),
    row(people.gone.id, 'deletion', 'done', at(50), 0),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUser(t.app, { role: 'admin', name: 'Yönetici Ayla' })).token;
  for (const [key, name] of [['ayse', 'Ayşe Yılmaz'], ['mehmet', 'Mehmet Demir'], ['isik', 'IŞIK Kaya'], ['gone', 'Giden Kişi']] as const) {
    const { user, token } = await createUser(t.app, { name, email: `${key}@kvkk.com.tr` });
    people[key] = { id: user.id, token };
  }
  await insertRequests();
  viaApiId = (await injectJson(t.app, { method: 'POST', url: '/api/users/me/data-export', headers: auth(people.ayse.token) })).body.exportId;
  expect((await injectJson(t.app, { method: 'DELETE', url: `/api/admin/users/${people.gone.id}`, headers: auth(adminToken) })).status).toBe(200);
});
afterAll(() => t?.close());

/** `null` sends no token at all. */
const list = (query = '', token: string | null = adminToken) =>
  injectJson(t.app, { method: 'GET', url: `/api/admin/data-requests${query}`, headers: token ? auth(token) : {} });
const summary = (body: { requests: AdminDataRequest[] }) => body.requests.map((request) => `${request.person.name} ${request.kind} ${request.status}`);

describe('the admin’s list of KVKK requests', () => {
  it('shows every person’s requests newest first, with their deadlines and how late each is', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 20, total: 6, totalPages: 1 });
    expect(summary(body)).toEqual([
      'Ayşe Yılmaz export pending',
      'Ayşe Yılmaz export ready',
      'Mehmet Demir deletion pending',
      'Mehmet Demir export failed',
      'IŞIK Kaya export expired',
      'Silinmiş kullanıcı deletion done',
    ]);
    const [asked, answered, deletion, failed, expired, gone] = body.requests as AdminDataRequest[];

    // The one asked through the API: 30 days from its arrival, all of them left.
    expect(asked).toMatchObject({ _id: viaApiId, completedAt: null, daysLeft: 30, overdue: false });
    expect(asked.person).toEqual({ _id: people.ayse.id, name: 'Ayşe Yılmaz', email: 'ayse@kvkk.com.tr', deleted: false });
    expect(Date.parse(asked.deadlineAt) - Date.parse(asked.requestedAt)).toBe(30 * DAY);

    expect(answered).toMatchObject({ status: 'ready', daysLeft: null, overdue: false });
    expect(Date.parse(answered.completedAt!) - Date.parse(answered.requestedAt)).toBe(DAY);
    expect(deletion).toMatchObject({ daysLeft: 5, overdue: false, completedAt: null });
    // Failed and never answered: ten days past its deadline.
    expect(failed).toMatchObject({ daysLeft: -10, overdue: true });
    expect(expired).toMatchObject({ daysLeft: null, overdue: false });
    for (const request of body.requests as AdminDataRequest[]) expect(Date.parse(request.deadlineAt) - Date.parse(request.requestedAt)).toBe(30 * DAY);

    // A deleted account shows as deleted, without the made-up address it was left with.
    expect(gone.person).toEqual({ _id: people.gone.id, name: 'Silinmiş kullanıcı', email: null, deleted: true });
    expect(JSON.stringify(body)).not.toContain('gone@kvkk.com.tr');
    expect(JSON.stringify(body)).not.toContain('pazaryeri.invalid');
  });

  it('filters by kind, status and lateness, and pages', async () => {
    expect(summary((await list('?kind=deletion')).body)).toEqual(['Mehmet Demir deletion pending', 'Silinmiş kullanıcı deletion done']);
    expect(summary((await list('?status=pending')).body)).toEqual(['Ayşe Yılmaz export pending', 'Mehmet Demir deletion pending']);
    // The file's week is over: expired, though the table still says ready.
    expect(summary((await list('?status=expired')).body)).toEqual(['IŞIK Kaya export expired']);
    expect(summary((await list('?status=ready')).body)).toEqual(['Ayşe Yılmaz export ready']);
    expect(summary((await list('?overdue=true')).body)).toEqual(['Mehmet Demir export failed']);
    expect((await list('?overdue=false')).body.total).toBe(5);
    expect(summary((await list('?kind=export&status=pending&overdue=false')).body)).toEqual(['Ayşe Yılmaz export pending']);
    // Empty values are "not given", as the web sends them.
    expect((await list('?kind=&status=&overdue=&keyword=')).body.total).toBe(6);

    const second = await list('?limit=4&page=2');
    expect(second.body).toMatchObject({ page: 2, limit: 4, total: 6, totalPages: 2 });
    expect(summary(second.body)).toEqual(['IŞIK Kaya export expired', 'Silinmiş kullanıcı deletion done']);
  });

  it('searches the person’s name or e-mail with Turkish letters folded, never a deleted account’s address', async () => {
    expect(summary((await list(`?keyword=${encodeURIComponent('ışık')}`)).body)).toEqual(['IŞIK Kaya export expired']);
    expect(summary((await list('?keyword=isik')).body)).toEqual(['IŞIK Kaya export expired']);
    expect(summary((await list('?keyword=mehmet%40kvkk')).body)).toEqual(['Mehmet Demir deletion pending', 'Mehmet Demir export failed']);
    expect((await list('?keyword=pazaryeri.invalid')).body.total).toBe(0);
    expect(summary((await list(`?keyword=${encodeURIComponent('silinmiş')}`)).body)).toEqual(['Silinmiş kullanıcı deletion done']);
  });

  it('refuses a visitor with 401 and a buyer, a seller or marketing staff with 403', async () => {
    expect(await list('', null)).toMatchObject({ status: 401, body: { code: 'TOKEN_MISSING', message: messages.tokenMissingLogin } });
    expect((await list('?kind=hepsi', null)).status).toBe(401);
    expect((await list('', people.ayse.token)).status).toBe(403);
    for (const role of ['seller', 'marketing'] as const) {
      const { token } = await createUser(t.app, { role });
      expect(await list('', token)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
  });

  it.each([
    ['?kind=hepsi', 'kind', 'Geçerli bir başvuru türü seçin.'],
    ['?status=bitti', 'status', 'Geçerli bir başvuru durumu seçin.'],
    ['?overdue=evet', 'overdue', "overdue 'true' ya da 'false' olmalı."],
    [`?keyword=${'a'.repeat(101)}`, 'keyword', 'En fazla 100 karakter girin.'],
  ])('answers %s with 400 in Turkish', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
  });

  it('refuses a page size over 100 in Turkish', async () => {
    const { status, body } = await list('?limit=500');
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual(['limit']);
    expect(body.message).toMatch(/100/);
  });
});

describe('days left to the deadline', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('counts a started day as a day left, and a late one as at least a day late', () => {
    expect(daysLeftUntil(at(30 * DAY), now)).toBe(30);
    expect(daysLeftUntil(at(HOUR), now)).toBe(1);
    expect(daysLeftUntil(now, now)).toBe(0);
    expect(daysLeftUntil(at(-HOUR), now)).toBe(-1);
    expect(daysLeftUntil(at(-DAY - HOUR), now)).toBe(-1);
    expect(daysLeftUntil(at(-10 * DAY - 12 * HOUR), now)).toBe(-10);
  });
});
