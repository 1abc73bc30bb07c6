import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, multipart, type TestApp } from '../../test/helper';
import { png } from '../products';
import { checkout, createBuyer, createCategory, createStore, placePaidOrder } from '../orders';
import { orderItems } from '../../db/schema/orders';
import { customInputs, designImages } from '../../db/schema/customization';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let printer: Awaited<ReturnType<typeof createStore>>;
let rival: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let categoryId: string;

const plaqueTemplate = {
  name: 'Kişiye özel plaket',
  description: 'Plakete yazılacak metin ve logo',
  fields: [
    { label: 'Plaket yazısı', type: 'text', required: true, maxLength: 40 },
    { label: 'Adet başına yükseklik (mm)', type: 'number', required: false, min: 10, max: 300 },
    { label: 'Renk', type: 'choice', required: true, choices: ['Altın', 'Gümüş', 'Bronz'] },
    { label: 'Logo', type: 'image', required: false },
  ],
};

const json = (method: 'POST' | 'PUT' | 'GET', url: string, token: string | null, body?: unknown) =>
  injectJson(t.app, { method, url, headers: token ? auth(token) : {}, ...(body !== undefined && { body: body as Record<string, unknown> }) });

async function sendForm(url: string, token: string, fields: Record<string, string>, files: { field: string; name: string; type: string; data: Buffer }[] = []) {
  const form = multipart(fields, files);
  const response = await t.app.inject({ method: 'POST', url, headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

async function createTemplate(token = printer.token, body: unknown = plaqueTemplate) {
  const { status, body: reply } = await json('POST', '/api/products/custom', token, body);
  if (status !== 201) throw new Error(`template not created: ${status} ${JSON.stringify(reply)}`);
  return reply.template as { _id: string; fields: { key: string; label: string }[] };
}

async function customizableProduct(name: string) {
  const template = await createTemplate();
  const product = await printer.list({ name, price: '150', stock: 20 });
  const { status } = await json('POST', '/api/products/custom-options', printer.token, { productId: product._id, templateId: template._id });
  expect(status).toBe(200);
  const key = (label: string) => template.fields.find((field) => field.label === label)!.key;
  return { template, product, key };
}

const designFiles = async () => readdir(path.join(t.dataDir, 'uploads', 'designs')).catch(() => [] as string[]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  categoryId = await createCategory(t.app);
  printer = await createStore(t.app, admin.token, categoryId, 'Ege Baskı Atölyesi');
  rival = await createStore(t.app, admin.token, categoryId, 'Karadeniz Plaket');
  buyer = await createBuyer(t.app);
});
afterAll(() => t.close());

describe('templates', () => {
  it('a store creates, lists publicly and updates its own template; keys survive an edit', async () => {
    const { status, body } = await json('POST', '/api/products/custom', printer.token, plaqueTemplate);
    expect(status).toBe(201);
    expect(body.message).toBe('Özelleştirme şablonu başarıyla eklendi');
    expect(body.template.fields.map((field: { label: string; type: string }) => [field.label, field.type])).toEqual([
      ['Plaket yazısı', 'text'],
      ['Adet başına yükseklik (mm)', 'number'],
      ['Renk', 'choice'],
      ['Logo', 'image'],
    ]);
    const list = await json('GET', `/api/products/custom-templates/all?sellerId=${printer.seller._id}`, null);
    expect(list.status).toBe(200);
    expect(list.body.templates.map((template: { _id: string }) => template._id)).toContain(body.template._id);

    const [text, , color] = body.template.fields;
    const edited = {
      ...plaqueTemplate,
      name: 'Plaket (yeni)',
      fields: [{ ...text, label: 'Yazı' }, color, { label: 'Not', type: 'text', required: false }],
    };
    const updated = await json('PUT', `/api/products/custom-templates/${body.template._id}`, printer.token, edited);
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Özelleştirme şablonu başarıyla güncellendi');
    expect(updated.body.template.fields[0]).toMatchObject({ key: text.key, label: 'Yazı' });
    expect(updated.body.template.fields[1].key).toBe(color.key);
  });

  it('another store cannot edit the template (404) and a buyer cannot create one (403)', async () => {
    const template = await createTemplate();
    const foreign = await json('PUT', `/api/products/custom-templates/${template._id}`, rival.token, { ...plaqueTemplate, name: 'Ele geçirildi' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Özelleştirme şablonu bulunamadı.');
    expect((await json('GET', `/api/products/custom-templates/${template._id}`, null)).body.template.name).toBe('Kişiye özel plaket');
    expect((await json('POST', '/api/products/custom', buyer.token, plaqueTemplate)).status).toBe(403);
    expect((await json('POST', '/api/products/custom', null, plaqueTemplate)).status).toBe(401);
  });

  it('refuses a choice field without choices and duplicate labels, in Turkish', async () => {
    const noChoices = await json('POST', '/api/products/custom', printer.token, { name: 'Eksik', fields: [{ label: 'Renk', type: 'choice', required: true }] });
    expect(noChoices.status).toBe(400);
    expect(noChoices.body.message).toBe('"Renk" için en az iki seçenek girin.');
    const twice = await json('POST', '/api/products/custom', printer.token, { name: 'İkiz', fields: [{ label: 'Yazı', type: 'text' }, { label: 'yazı', type: 'text' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Aynı etiketle iki alan olamaz.');
  });

  it('a store puts only its own template on only its own product', async () => {
    const own = await createTemplate();
    const theirs = await createTemplate(rival.token);
    const product = await printer.list({ name: 'Ahşap Tabela', price: '90', stock: 5 });
    expect((await json('POST', '/api/products/custom-options', printer.token, { productId: product._id, templateId: theirs._id })).status).toBe(404);
    expect((await json('POST', '/api/products/custom-options', rival.token, { productId: product._id, templateId: theirs._id })).status).toBe(403);
    const set = await json('POST', '/api/products/custom-options', printer.token, { productId: product._id, templateId: own._id });
    expect(set.body).toMatchObject({ message: 'Özelleştirme seçenekleri başarıyla güncellendi', selectedTemplate: { _id: own._id } });
    expect(set.body.customOptions).toHaveLength(4);
    const detail = await json('GET', `/api/products/${product.slug}`, null);
    expect(detail.body.customTemplateId).toBe(own._id);
  });
});

describe('design images and custom inputs', () => {
  it('a renamed text file is refused as a picture and nothing is stored', async () => {
    const before = await designFiles();
    const { status, body } = await sendForm('/api/designs/images', buyer.token, {}, [
      { field: 'images', name: 'logo.png', type: 'image/png', data: Buffer.from('bu bir resim değil, düz metin\n') },
    ]);
    expect(status).toBe(415);
    expect(body.message).toBe('Dosya geçerli bir resim değil. JPEG, PNG, WebP veya GIF yükleyin.');
    expect(await designFiles()).toEqual(before);
    expect(await t.app.db.select().from(designImages).where(eq(designImages.userId, buyer.user.id))).toEqual([]);
  });

  it('a picture is stored as WebP and is the uploader’s to use', async () => {
    const { status, body } = await sendForm('/api/designs/images', buyer.token, {}, [{ field: 'images', name: 'logo.png', type: 'image/png', data: await png() }]);
    expect(status).toBe(201);
    expect(body.images[0].url).toMatch(/^\/uploads\/designs\/.+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: body.images[0].url });
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('checks values against the template: required, choices, lengths, numbers, foreign images', async () => {
    const { product, key } = await customizableProduct('Pirinç Plaket');
    const add = (values: Record<string, unknown>) => json('POST', '/api/productCustomInput/add', buyer.token, { productId: product._id, values });
    const missing = await add({ [key('Renk')]: 'Altın' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('"Plaket yazısı" alanı zorunludur.');
    expect((await add({ [key('Plaket yazısı')]: 'Ada', [key('Renk')]: 'Mor' })).body.message).toBe('"Renk" için listedeki seçeneklerden birini seçin.');
    expect((await add({ [key('Plaket yazısı')]: 'x'.repeat(41), [key('Renk')]: 'Altın' })).body.message).toBe('"Plaket yazısı" en fazla 40 karakter olabilir.');
    expect((await add({ [key('Plaket yazısı')]: 'Ada', [key('Renk')]: 'Altın', [key('Adet başına yükseklik (mm)')]: 'on' })).body.message).toBe(
      '"Adet başına yükseklik (mm)" bir sayı olmalı.',
    );
    const stranger = await createUser(t.app);
    const strangerImage = await sendForm('/api/designs/images', stranger.token, {}, [{ field: 'images', name: 'a.png', type: 'image/png', data: await png() }]);
    const foreign = await add({ [key('Plaket yazısı')]: 'Ada', [key('Renk')]: 'Altın', [key('Logo')]: strangerImage.body.images[0].url });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('"Logo" için yüklediğiniz bir tasarım görselini seçin.');
    expect(await t.app.db.select().from(customInputs).where(eq(customInputs.productId, product._id))).toEqual([]);
  });

  it('a logo sent as a text file in the form is refused and nothing is kept', async () => {
    const { product, key } = await customizableProduct('Gümüş Plaket');
    const before = await designFiles();
    const { status } = await sendForm(
      '/api/productCustomInput/add',
      buyer.token,
      { productId: product._id, values: JSON.stringify({ [key('Plaket yazısı')]: 'Ada', [key('Renk')]: 'Gümüş' }) },
      [{ field: key('Logo'), name: 'logo.jpg', type: 'image/jpeg', data: Buffer.from('metin') }],
    );
    expect(status).toBe(415);
    expect(await designFiles()).toEqual(before);
    expect(await t.app.db.select().from(customInputs).where(eq(customInputs.productId, product._id))).toEqual([]);
  });

  it('a product without a template takes no values (422)', async () => {
    const plain = await printer.list({ name: 'Düz Plaket', price: '50', stock: 5 });
    const { status, body } = await json('POST', '/api/productCustomInput/add', buyer.token, { productId: plain._id, values: {} });
    expect(status).toBe(422);
    expect(body.message).toBe('"Düz Plaket" özelleştirilebilir bir ürün değil.');
  });
});

describe('customization in the order', () => {
  it('the values travel into the order line: the buyer and the store see them', async () => {
    const { product, key } = await customizableProduct('Kristal Ödül Plaketi');
    const saved = await sendForm(
      '/api/productCustomInput/add',
      buyer.token,
      { productId: product._id, values: JSON.stringify({ [key('Plaket yazısı')]: 'Yılın Çalışanı 2026', [key('Renk')]: 'Bronz', [key('Adet başına yükseklik (mm)')]: '120' }) },
      [{ field: key('Logo'), name: 'logo.png', type: 'image/png', data: await png() }],
    );
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Özelleştirme bilgileri kaydedildi.');
    const listed = await json('GET', `/api/productCustomInput/list?productId=${product._id}`, buyer.token);
    expect(listed.body.customInputs.map((input: { _id: string }) => input._id)).toEqual([saved.body.customInput._id]);

    const order = await placePaidOrder(t.app, buyer, [{ productId: product._id, quantity: 2, customInputId: saved.body.customInput._id }]);
    const expected = [
      { label: 'Plaket yazısı', type: 'text', value: 'Yılın Çalışanı 2026' },
      { label: 'Adet başına yükseklik (mm)', type: 'number', value: '120' },
      { label: 'Renk', type: 'choice', value: 'Bronz' },
      { label: 'Logo', type: 'image', value: expect.stringMatching(/^\/uploads\/designs\/.+\.webp$/) },
    ];
    const buyerView = await json('GET', `/api/orders/${order._id}`, buyer.token);
    expect(buyerView.body.orders[0].items[0].customization).toEqual(expected.map((value) => expect.objectContaining(value)));
    const storeList = await json('GET', '/api/orders/seller-orders', printer.token);
    const part = storeList.body.orders.find((row: { _id: string }) => row._id === order.orders[0]._id);
    expect(part.items[0].customization).toEqual(expected.map((value) => expect.objectContaining(value)));
    const storeView = await json('GET', `/api/orders/${order.orders[0]._id}`, printer.token);
    expect(storeView.status).toBe(200);
    expect(JSON.stringify(storeView.body)).toContain('Yılın Çalışanı 2026');
  });

  it('a customizable product without values is refused at checkout with a Turkish message, and nothing is written', async () => {
    const { product } = await customizableProduct('Çelik Plaket');
    const before = await t.app.db.select().from(orderItems).where(eq(orderItems.productId, product._id));
    const { status, body } = await checkout(t.app, buyer.token, { lines: [{ productId: product._id, quantity: 1 }], addressId: buyer.addressId });
    expect(status).toBe(400);
    expect(body.message).toBe('"Çelik Plaket" için özelleştirme bilgilerini doldurun.');
    expect(await t.app.db.select().from(orderItems).where(eq(orderItems.productId, product._id))).toEqual(before);
  });

  it('values of another buyer cannot be used, and values the edited template refuses must be given again', async () => {
    const { product, template, key } = await customizableProduct('Bakır Plaket');
    const saved = await json('POST', '/api/productCustomInput/add', buyer.token, { productId: product._id, values: { [key('Plaket yazısı')]: 'Ada', [key('Renk')]: 'Altın' } });
    const other = await createBuyer(t.app, 'Mehmet Kaya');
    const stolen = await checkout(t.app, other.token, { lines: [{ productId: product._id, quantity: 1, customInputId: saved.body.customInput._id }], addressId: other.addressId });
    expect(stolen.status).toBe(404);
    const [text, , color] = template.fields;
    await json('PUT', `/api/products/custom-templates/${template._id}`, printer.token, {
      ...plaqueTemplate,
      fields: [text, { ...color, choices: ['Siyah', 'Beyaz'] }],
    });
    const outdated = await checkout(t.app, buyer.token, { lines: [{ productId: product._id, quantity: 1, customInputId: saved.body.customInput._id }], addressId: buyer.addressId });
    expect(outdated.status).toBe(422);
    expect(outdated.body.message).toBe('"Bakır Plaket" ürününün özelleştirme seçenekleri değişti; bilgileri yeniden girin.');
  });
});
