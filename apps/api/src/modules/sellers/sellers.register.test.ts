import { messages } from '@pazaryeri/contract';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { applicationBody, createApplicant } from './seller-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (token: string | null, body: Record<string, unknown>) =>
  injectJson(t.app, { method: 'POST', url: '/api/seller/register', headers: token ? auth(token) : {}, body });

describe('seller registration', () => {
  it('creates a pending application with normalised fields; the account stays a buyer', async () => {
    const { user, token } = await createUser(t.app, { name: 'Ayşe Yılmaz' });
    const { status, body } = await register(
      token,
      applicationBody({ alias: '  Çelik Dünyası Öğütücü ', contactEmail: ' SATIS@Ornek.COM.tr ' }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe('Satıcı kaydı oluşturuldu, onay bekleniyor.');
    expect(body.seller).toMatchObject({
      alias: 'celik-dunyasi-ogutucu',
      status: 'pending',
      verifiedSeller: false,
      approvedAt: null,
      companyType: 'limited',
      contactPhone: '+905321234567',
      contactEmail: 'satis@ornek.com.tr',
      iban: 'TR330006100519786457841326',
      taxNumber: '1234567890',
      storeAddress: { street: 'Atatürk Cad. No: 1', city: 'İstanbul', district: 'Başakşehir', country: 'TR', zip: '34490' },
      userId: { _id: user.id, name: 'Ayşe Yılmaz', email: user.email },
      followerCount: 0,
    });
    const me = await injectJson(t.app, { method: 'GET', url: `/api/users/${user.id}`, headers: auth(token) });
    expect(me.body.role).toBe('user');
  });

  it.each([
    ['individual', '10000000146'],
    ['person', '12345678950'],
    ['limited', '9876543217'],
    ['anonymous', '1234567890'],
  ])('accepts a %s store with tax number %s', async (companyType, taxNumber) => {
    const { token } = await createUser(t.app);
    const { status, body } = await register(token, applicationBody({ companyType, taxNumber, iban: '' }));
    expect(status).toBe(201);
    expect(body.seller).toMatchObject({ companyType, taxNumber, iban: null });
  });

  it.each([
    ['limited', '1234567891', 'Geçersiz vergi kimlik numarası (VKN).'],
    ['individual', '10000000147', 'Geçersiz T.C. kimlik numarası.'],
    ['individual', '01234567890', 'Geçersiz T.C. kimlik numarası.'],
    ['person', '12 345', 'Vergi numarası 10 haneli VKN ya da 11 haneli T.C. kimlik numarası olmalı.'],
    ['limited', '10000000146', 'Limited ve anonim şirketler 10 haneli vergi kimlik numarasını (VKN) girmelidir.'],
    ['individual', '1234567890', 'Bireysel ve şahıs satıcılar vergi numarası olarak 11 haneli T.C. kimlik numarasını girmelidir.'],
  ])('refuses a %s store with tax number %s', async (companyType, taxNumber, message) => {
    const { token } = await createUser(t.app);
    const { status, body } = await register(token, applicationBody({ companyType, taxNumber }));
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.taxNumber).toBe(message);
  });

  it.each([
    ['TR330006100519786457841327', 'checksum'],
    ['DE89370400440532013000', 'foreign'],
    ['TR33000610051978645784132', 'short'],
  ])('refuses IBAN %s (%s)', async (iban) => {
    const { token } = await createUser(t.app);
    const { status, body } = await register(token, applicationBody({ iban }));
    expect(status).toBe(400);
    expect(body.fields.iban).toBe('Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).');
  });

  it.each(['0212 123 45 67', '0532 123 45', '+44 7911 123456'])('refuses contact phone %s', async (contactPhone) => {
    const { token } = await createUser(t.app);
    const { status, body } = await register(token, applicationBody({ contactPhone }));
    expect(status).toBe(400);
    expect(body.fields.contactPhone).toBe('Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).');
  });

  it('reports every wrong field at once, in Turkish', async () => {
    const { token } = await createUser(t.app);
    const { status, body } = await register(token, {
      storeName: 'A',
      alias: 'ş',
      companyType: 'kooperatif',
      taxNumber: '123',
      contactPhone: 'yok',
      contactEmail: 'posta',
      storeAddress: { street: '', city: '', district: 'Kadıköy', zip: '3471' },
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      storeName: 'Mağaza adı en az 2 karakter olmalı.',
      alias: 'Mağaza adresi en az 3 karakter olmalı (a-z, 0-9 ve -).',
      companyType: 'Geçerli bir şirket türü seçin.',
      taxNumber: 'Vergi numarası 10 haneli VKN ya da 11 haneli T.C. kimlik numarası olmalı.',
      taxOffice: 'Vergi dairesi gerekli.',
      contactPhone: 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).',
      contactEmail: 'Geçerli bir e-posta adresi girin.',
      'storeAddress.street': 'Açık adres gerekli.',
      'storeAddress.city': 'İl gerekli.',
      'storeAddress.zip': 'Posta kodu 5 haneli olmalı.',
    });
  });

  it('allows one application per account (409)', async () => {
    const { token } = await createApplicant(t.app);
    const again = await register(token, applicationBody());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: sellerMessages.applicationExists });
  });

  it('keeps aliases unique, whatever the case or Turkish letters (409)', async () => {
    const first = await createApplicant(t.app, { alias: `Kalıp Atölyesi ${Date.now()}` });
    const { token } = await createUser(t.app);
    const { status, body } = await register(token, applicationBody({ alias: first.seller.alias.toUpperCase() }));
    expect(status).toBe(409);
    expect(body.message).toBe(sellerMessages.aliasTaken);
    expect(body.fields).toEqual({ alias: sellerMessages.aliasTaken });
  });

  it('lets exactly one of several simultaneous applications with one alias win', async () => {
    const alias = `ayni-anda-${Date.now()}`;
    const tokens = await Promise.all([1, 2, 3].map(async () => (await createUser(t.app)).token));
    const results = await Promise.all(tokens.map((token) => register(token, applicationBody({ alias }))));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });

  it('needs a signed-in account, and staff accounts do not open stores', async () => {
    const visitor = await register(null, applicationBody());
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(messages.tokenMissingLogin);
    const admin = await createUser(t.app, { role: 'admin' });
    const staff = await register(admin.token, applicationBody());
    expect(staff.status).toBe(422);
    expect(staff.body.message).toBe(sellerMessages.staffCannotApply);
  });
});

describe('alias check', () => {
  const check = (alias: string) => injectJson(t.app, { method: 'GET', url: `/api/seller/check-alias/${encodeURIComponent(alias)}` });

  it('says whether the folded alias is free', async () => {
    const { seller } = await createApplicant(t.app);
    expect((await check(seller.alias)).body).toEqual({ alias: seller.alias, available: false });
    expect((await check('Yepyeni Mağaza Şubesi')).body).toEqual({ alias: 'yepyeni-magaza-subesi', available: true });
  });

  it("answers an unusable alias with 'Alias kontrolü başarısız'", async () => {
    const { status, body } = await check('ç!');
    expect(status).toBe(400);
    expect(body.message).toBe('Alias kontrolü başarısız');
    expect(body.fields.alias).toEqual(expect.any(String));
  });
});
