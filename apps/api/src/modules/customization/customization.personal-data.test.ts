import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, multipart, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createCategory, createStore } from '../orders';
import { png } from '../products';
import { customizationPersonalData } from './customization.personal-data';

let t: TestApp;
let printer: Awaited<ReturnType<typeof createStore>>;
let ayse: Awaited<ReturnType<typeof createUser>>;
let mehmet: Awaited<ReturnType<typeof createUser>>;
let productId: string;
let ayseDesign: { _id: string; url: string };
let mehmetDesign: { _id: string; url: string };

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

async function uploadDesign(token: string) {
  const form = multipart({}, [{ field: 'images', name: 'logo.png', type: 'image/png', data: await png() }]);
  const response = await t.app.inject({ method: 'POST', url: '/api/designs/images', headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return response.json().images[0] as { _id: string; url: string };
}

beforeAll(async () => {
  t = await personalDataApp();
  const admin = await createUser(t.app, { role: 'admin' });
  printer = await createStore(t.app, admin.token, await createCategory(t.app), 'Ege Baskı Atölyesi');
  ayse = await createUser(t.app, { name: 'Ayşe Yılmaz' });
  mehmet = await createUser(t.app, { name: 'Mehmet Öztürk' });
  const template = await injectJson(t.app, {
    method: 'POST',
    url: '/api/products/custom',
    headers: auth(printer.token),
    body: { name: 'Kişiye özel plaket', description: 'Plakete yazılacak metin ve logo', fields: [{ label: 'Plaket yazısı', type: 'text', required: true, maxLength: 40 }, { label: 'Logo', type: 'image', required: false }] },
  });
  expect(template.status).toBe(201);
  const key = (label: string) => template.body.template.fields.find((field: { label: string }) => field.label === label).key as string;
  productId = (await printer.list({ name: 'Pirinç Plaket', price: '150', stock: 20 }))._id;
  expect((await injectJson(t.app, { method: 'POST', url: '/api/products/custom-options', headers: auth(printer.token), body: { productId, templateId: template.body.template._id } })).status).toBe(200);
  ayseDesign = await uploadDesign(ayse.token);
  mehmetDesign = await uploadDesign(mehmet.token);
  for (const [account, text, design] of [[ayse, 'Ayşe’nin plaketi', ayseDesign], [mehmet, 'Mehmet’in ödülü', mehmetDesign]] as const) {
    const saved = await injectJson(t.app, { method: 'POST', url: '/api/productCustomInput/add', headers: auth(account.token), body: { productId, values: { [key('Plaket yazısı')]: text, [key('Logo')]: design.url } } });
    expect(saved.status).toBe(201);
  }
});
afterAll(releasePersonalDataApp);

describe('customization personal data', () => {
  it('gives a buyer their custom values and design pictures, and nothing of another buyer', async () => {
    const { data, files } = await customizationPersonalData.collect(t.app.db, person(ayse));
    expect(customizationPersonalData.folder).toBe('kisisellestirme');
    expect(data.customInputs).toEqual([
      expect.objectContaining({ productId, productName: 'Pirinç Plaket', values: expect.arrayContaining([expect.objectContaining({ label: 'Plaket yazısı', value: 'Ayşe’nin plaketi' })]) }),
    ]);
    expect(data.designImages).toEqual([expect.objectContaining({ id: ayseDesign._id, url: ayseDesign.url, file: `tasarim-${ayseDesign._id}.webp` })]);
    expect(data.storeTemplates).toEqual([]);
    expect(files).toEqual([{ name: `tasarim-${ayseDesign._id}.webp`, from: 'public', url: ayseDesign.url }]);
    const json = JSON.stringify({ data, files });
    for (const foreign of [mehmet.user.id, mehmet.user.email, 'Mehmet Öztürk', 'Mehmet’in ödülü', mehmetDesign._id, mehmetDesign.url.replace(/^\/uploads\//, ''), printer.user.id, printer.user.email]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives a store owner their templates, not what buyers entered', async () => {
    const { data, files } = await customizationPersonalData.collect(t.app.db, person(printer));
    expect(files).toEqual([]);
    expect(data.customInputs).toEqual([]);
    expect(data.storeTemplates).toEqual([expect.objectContaining({ name: 'Kişiye özel plaket', fields: expect.arrayContaining([expect.objectContaining({ label: 'Logo', type: 'image' })]) })]);
    const json = JSON.stringify(data);
    for (const buyer of [ayse, mehmet]) for (const identity of [buyer.user.id, buyer.user.email, buyer.user.name]) expect(json).not.toContain(identity);
    for (const entered of ['Ayşe’nin plaketi', 'Mehmet’in ödülü', ayseDesign.url, mehmetDesign.url]) expect(json).not.toContain(entered);
  });
});
