import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { advertMessages } from '@pazaryeri/contract/adverts/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createTestApp, createUser, type FilePart, injectJson, multipart, type TestApp } from '../../test/helper';
import { createCategories } from '../products';
import { createPostOfferAccount } from '../offers';
import { advertFiles, adverts } from '../../db/schema/adverts';
import { postAdvert } from './advert-fixtures';
import { sampleAsciiStl, sampleDwg, sampleDxf, sampleIges, samplePdf, sampleStep, sampleStl } from './technical-file-samples';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let categoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { name: 'Can Mühendis' });
  const tree = await createCategories(t.app, { 'CNC parçaları': [], 'Ambalaj': [] });
  categoryId = tree['CNC parçaları'].id;
  otherCategoryId = tree['Ambalaj'].id;
});
afterAll(() => t.close());

const file = (name: string, data: Buffer, type = 'application/octet-stream'): FilePart => ({ field: 'files', name, type, data });
const storedFiles = async () => readdir(path.join(t.dataDir, 'private', 'advert-files')).catch(() => [] as string[]);
const spooledFiles = async () => readdir(path.join(t.dataDir, 'tmp')).catch(() => [] as string[]);
/** The spooled parts are removed once the answer is out. */
const expectNothingSpooled = () => vi.waitFor(async () => expect(await spooledFiles()).toEqual([]));
const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });
const requestFields = (title: string) => ({ title, description: 'Çizime göre imalat.', advertType: 'customerRequest', category: categoryId, process: 'cnc_machining', city: 'İzmir' });

async function postRequest(title: string, files: FilePart[]) {
  return postAdvert(t.app, owner.token, requestFields(title), files);
}

/** A store whose capabilities fit the request (the real `mayQuote` answers true), or serve another branch. */
async function storeServing(name: string, category: string) {
  const store = await createPostOfferAccount(t.app, name);
  const saved = await injectJson(t.app, { method: 'PUT', url: '/api/seller/capabilities', headers: auth(store.token), body: { categoryIds: [category], processes: ['cnc_machining'], allTurkey: true } });
  expect(saved.status).toBe(200);
  return store;
}

describe('technical files on a request', () => {
  it('accepts a PDF, DXF, DWG, STEP, IGES and STL (binary and ASCII) by their content, named as sent', async () => {
    const parts = [
      file('flans-teknik-resim.pdf', samplePdf('Flans')),
      file('kesim.dxf', sampleDxf()),
      file('montaj.dwg', sampleDwg()),
      file('govde.stp', sampleStep()),
      file('kapak', sampleIges()),
    ];
    const { status, body } = await postRequest('Beş teknik dosyalı talep', parts);
    expect(status).toBe(201);
    expect(body.advert.files.map((f: { name: string; format: string }) => [f.name, f.format])).toEqual([
      ['flans-teknik-resim.pdf', 'pdf'],
      ['kesim.dxf', 'dxf'],
      ['montaj.dwg', 'dwg'],
      ['govde.stp', 'step'],
      ['kapak.iges', 'iges'],
    ]);
    expect(body.advert.filesCount).toBe(5);
    const models = await postRequest('STL dosyalı talep', [file('kutu.stl', sampleStl()), file('parca.stl', sampleAsciiStl())]);
    expect(models.status).toBe(201);
    expect(models.body.advert.files.map((f: { format: string; size: number }) => [f.format, f.size])).toEqual([
      ['stl', 684],
      ['stl', sampleAsciiStl().length],
    ]);
    await expectNothingSpooled();
  });

  it('refuses an executable named cizim.pdf (415), 26 MB (413) and a sixth file, storing nothing', async () => {
    const before = await storedFiles();
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    const exe = await postRequest('Zararlı ekli talep', [file('cizim.pdf', executable, 'application/pdf')]);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(advertMessages.fileUnrecognised);
    const elf = await postRequest('Zararlı ekli talep', [file('cizim.pdf', Buffer.from('\x7fELF\x02\x01\x01', 'latin1'))]);
    expect(elf.status).toBe(415);
    // A good file beside the bad one is not kept either.
    const mixed = await postRequest('Zararlı ekli talep', [file('iyi.pdf', samplePdf()), file('cizim.pdf', executable)]);
    expect(mixed.status).toBe(415);

    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(26 * 1024 * 1024)]);
    const tooLarge = await postRequest('Zararlı ekli talep', [file('buyuk.pdf', huge)]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(advertMessages.fileTooLarge);

    const six = await postRequest('Zararlı ekli talep', Array.from({ length: 6 }, (_, index) => file(`cizim-${index}.pdf`, samplePdf())));
    expect(six.status).toBe(400);
    expect(six.body.message).toBe(advertMessages.tooManyFiles);

    expect(await t.app.db.select({ id: adverts.id }).from(adverts).where(eq(adverts.title, 'Zararlı ekli talep'))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    await expectNothingSpooled();
  });

  it('takes technical files on customer requests only', async () => {
    const store = await createPostOfferAccount(t.app, 'Dosyasız Hizmet');
    const refused = await postAdvert(t.app, store.token, { title: 'Kesim hizmeti', description: 'x', advertType: 'service', budget: '500' }, [file('a.pdf', samplePdf())]);
    expect(refused.status).toBe(400);
  });
});

describe('who may see and download a request’s files', () => {
  it('lets the owner, an admin and a store that may quote download; another buyer and a store of another branch get 403', async () => {
    const pdf = samplePdf('Mil');
    const { body } = await postRequest('Mil için CNC işleme', [file('mil.pdf', pdf)]);
    const advertId = body.advert._id as string;
    const fileId = body.advert.files[0]._id as string;
    const linkUrl = `/api/ilan/${advertId}/files/${fileId}/link`;

    const fitting = await storeServing('Uygun CNC Atölyesi', categoryId);
    const elsewhere = await storeServing('Ambalaj Atölyesi', otherCategoryId);
    const otherBuyer = await createUser(t.app, { name: 'Başka Alıcı' });
    const admin = await createUser(t.app, { role: 'admin' });

    for (const viewer of [owner, fitting, admin]) {
      const link = await get(linkUrl, viewer.token);
      expect(link.status).toBe(200);
      const expiresIn = new Date(link.body.expiresAt).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(11 * 60_000);
      const download = await t.app.inject({ method: 'GET', url: link.body.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers['content-disposition']).toContain('attachment; filename="mil.pdf"');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-type']).toBe('application/pdf');
    }
    for (const viewer of [otherBuyer, elsewhere]) {
      const link = await get(linkUrl, viewer.token);
      expect(link.status).toBe(403);
      expect(link.body.message).toBe(advertMessages.fileForbidden);
    }
    expect((await get(linkUrl)).status).toBe(401);
    expect((await get(`/api/ilan/${advertId}/files/${advertId}/link`, owner.token)).status).toBe(404);
    expect((await get(`/api/ilan/${fileId}/files/${fileId}/link`, owner.token)).status).toBe(404);

    // The page lists the files to those who may download them; the list and the others get the count only.
    const names = (advert: { files: { name: string }[] }) => advert.files.map((f) => f.name);
    expect(names((await get(`/api/ilan/${advertId}`, fitting.token)).body.advert)).toEqual(['mil.pdf']);
    expect(names((await get(`/api/ilan/detail/${body.advert.slug}`, admin.token)).body.advert)).toEqual(['mil.pdf']);
    for (const token of [otherBuyer.token, elsewhere.token, undefined]) {
      expect((await get(`/api/ilan/${advertId}`, token)).body.advert).toMatchObject({ files: [], filesCount: 1 });
    }
    const mine = await get('/api/ilan/user/my-adverts/list', owner.token);
    expect(mine.body.adverts.find((a: { _id: string }) => a._id === advertId)).toMatchObject({ files: [], filesCount: 1 });
  });

  it('refuses a forged, foreign or expired link', async () => {
    const { body } = await postRequest('Bağlantı denemesi', [file('plaka.dxf', sampleDxf())]);
    const { advert } = body;
    const link = await get(`/api/ilan/${advert._id}/files/${advert.files[0]._id}/link`, owner.token);
    const url = link.body.url as string;
    expect((await t.app.inject({ method: 'GET', url: url.replace(/token=.*/, 'token=sahte') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/\?.*/, '') })).statusCode).toBe(401);
    // A genuine token for one file does not open another.
    const second = await postRequest('Başka bağlantı', [file('ikinci.pdf', samplePdf())]);
    const otherUrl = `/api/ilan/${second.body.advert._id}/files/${second.body.advert.files[0]._id}?${url.split('?')[1]}`;
    expect((await t.app.inject({ method: 'GET', url: otherUrl })).statusCode).toBe(403);

    const { signFileLink } = await import('../../lib/file-links');
    const expired = await signFileLink(
      t.app.config.jwtSecret,
      { audience: 'pazaryeri:advert-file', claims: ['aid', 'fid'], gridSeconds: 60, lifeSeconds: 600, messages: { invalid: '', expired: '' } },
      owner.user.id,
      advert._id,
      advert.files[0]._id,
      Date.now() - 3_600_000,
    );
    const late = await injectJson(t.app, { method: 'GET', url: `/api/ilan/${advert._id}/files/${advert.files[0]._id}?token=${expired}` });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(advertMessages.fileLinkExpired);
  });

  it('adds files and removes them by id on an update, within the limit of five', async () => {
    const { body } = await postRequest('Güncellenen dosyalar', [file('eski.pdf', samplePdf()), file('kalacak.dxf', sampleDxf())]);
    const [old, kept] = body.advert.files as { _id: string; name: string }[];
    const before = await storedFiles();
    const form = multipart({ removeFiles: JSON.stringify([old._id]) }, [file('yeni.step', sampleStep())]);
    const updated = await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${body.advert._id}`, headers: { ...auth(owner.token), 'content-type': form.contentType }, payload: form.payload });
    expect(updated.status).toBe(200);
    expect(updated.body.advert.files.map((f: { name: string }) => f.name)).toEqual(['kalacak.dxf', 'yeni.step']);
    expect((await storedFiles()).length).toBe(before.length);
    expect((await get(`/api/ilan/${body.advert._id}/files/${old._id}/link`, owner.token)).status).toBe(404);

    const four = Array.from({ length: 4 }, (_, index) => file(`ek-${index}.pdf`, samplePdf()));
    const form2 = multipart({}, four);
    const over = await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${body.advert._id}`, headers: { ...auth(owner.token), 'content-type': form2.contentType }, payload: form2.payload });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(advertMessages.tooManyFiles);
    expect((await t.app.db.select({ id: advertFiles.id }).from(advertFiles).where(eq(advertFiles.advertId, body.advert._id))).length).toBe(2);
    expect(kept.name).toBe('kalacak.dxf');

    // Another person cannot touch them: refused before the upload is read.
    const stranger = await createUser(t.app);
    const form3 = multipart({ removeFiles: kept._id });
    const foreign = await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${body.advert._id}`, headers: { ...auth(stranger.token), 'content-type': form3.contentType }, payload: form3.payload });
    expect(foreign.status).toBe(403);

    // Deleting the request removes its stored files.
    const storedBefore = (await storedFiles()).length;
    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/ilan/${body.advert._id}`, headers: auth(owner.token) })).status).toBe(200);
    expect((await storedFiles()).length).toBe(storedBefore - 2);
  });
});
