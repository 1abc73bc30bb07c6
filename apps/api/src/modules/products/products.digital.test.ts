import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { productMessages } from '@pazaryeri/contract/products/index';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, type FilePart, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { approveProduct, createCategories, createProduct, sendProductForm } from './product-fixtures';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
let other: Awaited<ReturnType<typeof createApprovedSeller>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let categoryId: string;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const step = Buffer.from('ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((\'flans\'),\'2;1\');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n');
const binaryStl = () => {
  const data = Buffer.alloc(84 + 50);
  data.write('binary stl', 0);
  data.writeUInt32LE(1, 80);
  return data;
};
const file = (data: Buffer, name: string): FilePart => ({ field: 'file', name, type: 'application/octet-stream', data });
const call = (method: 'GET' | 'PUT', url: string, token?: string) => injectJson(t.app, { method, url, headers: token ? auth(token) : {} });

async function postDigital(fields: Record<string, unknown>, files: FilePart[], token = seller.token) {
  return sendProductForm(t.app, { method: 'POST', url: '/api/products/digital', token, fields: { price: '49.90', mainCategory: categoryId, ...fields }, files });
}

/** Every file under a folder, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategories(t.app, { 'Teknik Dokümanlar': [] }))['Teknik Dokümanlar'].id;
  seller = await createApprovedSeller(t.app, { storeName: 'Dijital Mağaza' });
  other = await createApprovedSeller(t.app);
  admin = await createUser(t.app, { role: 'admin' });
  buyer = await createUser(t.app);
});
afterAll(() => t.close());

describe('digital products', () => {
  it('creates one with its file stored privately: never under /uploads, never as a URL', async () => {
    const { status, body } = await postDigital({ name: 'Flanş Çizimi STEP', productType: 'model3d', fileName: 'flans.stp' }, [file(step, 'flans.stp')]);
    expect(status).toBe(201);
    expect(body.message).toBe('Dijital ürün başarıyla eklendi!');
    expect(body.product).toMatchObject({
      productType: 'model3d',
      isDigital: true,
      is3DModel: true,
      uploadState: 'uploaded',
      digitalFile: { name: 'flans.stp', size: step.length },
      stock: 999,
      shippingCost: 0,
    });
    expect(JSON.stringify(body)).not.toContain('/uploads/');
    const publicFiles = await filesUnder(path.join(t.dataDir, 'uploads'));
    for (const stored of publicFiles) expect((await readFile(stored)).equals(step)).toBe(false);
    const privateFiles = await filesUnder(path.join(t.dataDir, 'private'));
    expect(await Promise.all(privateFiles.map(async (stored) => (await readFile(stored)).equals(step)))).toContain(true);
    for (const stored of privateFiles) {
      const relative = path.relative(path.join(t.dataDir, 'private'), stored);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${relative}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/../private/${relative}` })).statusCode).toBe(404);
    }
  });

  it('recognises files by content, keeps the uploaded name, names the download after the product when the name does not fit, and refuses the rest with 415', async () => {
    const stl = await postDigital({ name: 'Dişli STL Modeli', productType: 'model3d', fileName: 'model.pdf' }, [file(binaryStl(), 'model.pdf')]);
    expect(stl.body.product.digitalFile.name).toBe('disli-stl-modeli.stl');
    const zip = await postDigital({ name: 'Çizim Arşivi' }, [file(Buffer.from('PK\x03\x04 arşiv içeriği', 'latin1'), 'cizimler.zip')]);
    // Without a fileName field the download keeps the name the file was uploaded with.
    expect(zip.body.product).toMatchObject({ productType: 'digital', digitalFile: { name: 'cizimler.zip' } });
    for (const [data, name] of [
      [Buffer.from('MZ\x90\x00 çalıştırılabilir'), 'kurulum.exe'],
      [Buffer.from('düz metin, çizim değil'), 'cizim.dwg'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'kilavuz.pdf'],
    ] as const) {
      const { status, body } = await postDigital({ name: 'Geçersiz Dosya' }, [file(data, name)]);
      expect([name, status, body.message]).toEqual([name, 415, productMessages.digitalFileInvalid]);
    }
  });

  it('lists the seller digital products at /products/a/b', async () => {
    const fresh = await createApprovedSeller(t.app);
    await postDigital({ name: 'Kılavuz PDF' }, [file(pdf, 'kilavuz.pdf')], fresh.token);
    await createProduct(t.app, fresh.token, { name: 'Fiziksel Ürün', price: 5, mainCategory: categoryId });
    const { status, body } = await call('GET', '/api/products/a/b', fresh.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalCount: 1, currentPage: 1, totalPages: 1, products: [{ name: 'Kılavuz PDF', isDigital: true }] });
  });

  it('needs its file before approval, and only digital products take one', async () => {
    const { body } = await postDigital({ name: 'Dosyasız Ürün' }, []);
    expect(body.product.uploadState).toBe('not_uploaded');
    const submit = await call('PUT', `/api/products/${body.product._id}/submit-for-approval`, seller.token);
    expect([submit.status, submit.body.message]).toEqual([422, productMessages.digitalFileRequired]);
    const physical = await createProduct(t.app, seller.token, { name: 'Fiziksel', price: 5, mainCategory: categoryId });
    const wrong = await sendProductForm(t.app, { method: 'PUT', url: `/api/products/digital/${physical._id}`, token: seller.token, fields: {}, files: [file(pdf, 'a.pdf')] });
    expect([wrong.status, wrong.body.message]).toEqual([422, productMessages.notDigital]);
    const change = await injectJson(t.app, { method: 'PUT', url: `/api/products/${body.product._id}`, headers: auth(seller.token), body: { productType: 'physical' } });
    expect([change.status, change.body.message]).toEqual([422, productMessages.typeFamilyFixed]);
  });
});

describe('download links', () => {
  it('gives the owner and admins a 10-minute link that streams the file as an attachment; strangers get 403', async () => {
    const { body } = await postDigital({ name: 'Montaj Kılavuzu', fileName: 'Montaj Kılavuzu.pdf' }, [file(pdf, 'x.pdf')]);
    const id = body.product._id;
    await approveProduct(t.app, admin.token, id);
    const link = await call('GET', `/api/products/${id}/download-link`, seller.token);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^/api/products/${id}/download\\?token=`));
    const minutes = (new Date(link.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const download = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="montaj-kilavuzu.pdf"; filename*=UTF-8''montaj-kilavuzu.pdf`);
    expect(download.headers['cache-control']).toBe('private, no-store');

    expect((await call('GET', `/api/products/${id}/download-link`, admin.token)).status).toBe(200);
    for (const stranger of [buyer, other]) {
      const refused = await call('GET', `/api/products/${id}/download-link`, stranger.token);
      expect([refused.status, refused.body.message]).toEqual([403, productMessages.downloadForbidden]);
    }
    expect((await call('GET', `/api/products/${id}/download-link`)).status).toBe(401);
  });

  it('refuses missing, forged, expired, other-product and outdated links', async () => {
    const first = (await postDigital({ name: 'Birinci Dosya' }, [file(pdf, 'a.pdf')])).body.product._id;
    const second = (await postDigital({ name: 'İkinci Dosya' }, [file(pdf, 'b.pdf')])).body.product._id;
    const link = (await call('GET', `/api/products/${first}/download-link`, seller.token)).body.url as string;
    const token = link.split('token=')[1];

    expect((await call('GET', `/api/products/${first}/download`)).status).toBe(401);
    expect((await call('GET', `/api/products/${first}/download?token=bozuk`)).body).toEqual({ message: productMessages.downloadLinkInvalid, code: 'TOKEN_INVALID' });
    expect((await call('GET', `/api/products/${second}/download?token=${token}`)).status).toBe(403);
    const accessToken = seller.token;
    expect((await call('GET', `/api/products/${first}/download?token=${accessToken}`)).status).toBe(401);

    const expired = await new SignJWT({ pid: first, fv: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(seller.user.id)
      .setIssuer('pazaryeri')
      .setAudience('pazaryeri:download')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(t.config.jwtSecret);
    expect((await call('GET', `/api/products/${first}/download?token=${expired}`)).body).toEqual({
      message: productMessages.downloadLinkExpired,
      code: 'TOKEN_EXPIRED',
    });

    const stranger = await new SignJWT({ pid: first, fv: token ? JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).fv : '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(buyer.user.id)
      .setIssuer('pazaryeri')
      .setAudience('pazaryeri:download')
      .setExpirationTime('5m')
      .sign(t.config.jwtSecret);
    expect((await call('GET', `/api/products/${first}/download?token=${stranger}`)).status).toBe(403);

    const replaced = await sendProductForm(t.app, {
      method: 'PUT',
      url: `/api/products/digital/${first}`,
      token: seller.token,
      fields: { fileName: 'yeni.step' },
      files: [file(step, 'yeni.step')],
    });
    expect(replaced.body).toMatchObject({ message: 'Dijital ürün başarıyla güncellendi!', product: { digitalFile: { name: 'yeni.step' } } });
    expect((await call('GET', link)).status).toBe(403);
    const fresh = (await call('GET', `/api/products/${first}/download-link`, seller.token)).body.url;
    expect((await t.app.inject({ method: 'GET', url: fresh })).rawPayload.equals(step)).toBe(true);
  });
});

describe('file size limits', () => {
  it('takes digital files larger than pictures, and answers a file over 100 MB with a Turkish 413 that leaves nothing on disk', async () => {
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
    expect((await postDigital({ name: 'Büyük Katalog' }, [file(large, 'katalog.pdf')])).status).toBe(201);
    const privateBefore = await readdir(path.join(t.dataDir, 'private'), { recursive: true });
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100 * 1024 * 1024, 0x20)]);
    const { status, body } = await postDigital({ name: 'Çok Büyük Katalog' }, [file(huge, 'katalog.pdf')]);
    expect([status, body]).toEqual([413, { message: 'Dosya çok büyük. En fazla 100 MB yükleyebilirsiniz.', code: 'PAYLOAD_TOO_LARGE' }]);
    // The spooled part is gone (it is removed once the answer is out) and nothing reached the private store.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readdir(path.join(t.dataDir, 'tmp')).catch(() => [])).toEqual([]);
    expect(await readdir(path.join(t.dataDir, 'private'), { recursive: true })).toEqual(privateBefore);
  });
});
