import { messages } from '@pazaryeri/contract';
import { registerSellerBody } from '@pazaryeri/contract/sellers/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

// The five inputs of issue 18 that answered 500, and the guard that now refuses them for every route.
let t: TestApp;
let buyerToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  buyerToken = (await createUser(t.app)).token;
  adminToken = (await createUser(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

const count = async (table: string) => Number(((await t.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('a body that is not an object', () => {
  it.each(['[]', 'null', '1e308', '"x"'])('POST /api/seller/register with %s as a buyer: 400 in Turkish, no store written', async (payload) => {
    const before = await count('sellers');
    const { status, body } = await injectJson(t.app, {
      method: 'POST',
      url: '/api/seller/register',
      headers: { ...auth(buyerToken), 'content-type': 'application/json' },
      payload,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: messages.bodyNotObject, code: 'VALIDATION_FAILED', fields: { body: messages.bodyNotObject } });
    expect(await count('sellers')).toBe(before);
  });

  it('is refused by the seller schema itself too, without throwing (the refinement needs an object)', () => {
    for (const value of [[], null, 1e308, 'x', {}, { companyType: 'limited' }, { companyType: 'limited', taxNumber: 12 }]) {
      expect(registerSellerBody.safeParse(value).success).toBe(false);
    }
  });
});

describe('control characters', () => {
  it.each(['/api/approval/update-submerchant-item', '/api/approval/disapprove-transaction', '/api/disapprove-transaction'])(
    'NUL in paymentTransactionId of %s: 400 naming the field, not a database error',
    async (url) => {
      const { status, body } = await injectJson(t.app, { method: 'POST', url, headers: auth(adminToken), body: { paymentTransactionId: 'abc\u0000def' } });
      expect(status).toBe(400);
      expect(body).toEqual({ message: messages.controlCharacters, code: 'VALIDATION_FAILED', fields: { paymentTransactionId: messages.controlCharacters } });
    },
  );

  it('refuses NUL in a query, a path and an object key; keeps line breaks in free text but not in a name', async () => {
    const inQuery = await injectJson(t.app, { method: 'GET', url: '/api/products', query: { search: 'cıvata\u0000' } });
    expect([inQuery.status, inQuery.body.fields]).toEqual([400, { search: messages.controlCharacters }]);
    const inPath = await injectJson(t.app, { method: 'GET', url: '/api/seller/alias/a%00b' });
    expect(inPath.status).toBe(400);
    const inKey = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(buyerToken), body: { 'na\u0000me': 'x' } });
    expect(inKey.status).toBe(400);
    const newlineInName = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(buyerToken), body: { name: 'Ayşe\nYılmaz' } });
    expect([newlineInName.status, newlineInName.body.fields]).toEqual([400, { name: messages.controlCharacters }]);
    const bell = await injectJson(t.app, { method: 'POST', url: '/api/questions', headers: auth(buyerToken), body: { productId: 'x', question: 'Zil \u0007 sesi?' } });
    expect([bell.status, bell.body.fields]).toEqual([400, { question: messages.controlCharacters }]);
    const multiLine = await injectJson(t.app, { method: 'POST', url: '/api/questions', headers: auth(buyerToken), body: { productId: '00000000-0000-4000-8000-000000000000', question: 'Paslanmaz mı?\nÖlçüsü nedir?' } });
    expect([multiLine.status, multiLine.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers a malformed or over-long URL with the API error body', async () => {
    const malformed = await injectJson(t.app, { method: 'GET', url: '/api/seller/alias/%C0%AF' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: messages.badUrl, code: 'VALIDATION_FAILED' });
    const long = await injectJson(t.app, { method: 'GET', url: `/api/seller/alias/${'x'.repeat(5_000)}` });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
