import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type FilePart, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createRequest, postOffer, setOfferStatus } from '../adverts';
import { offers } from '../../db/schema/offers';
import { createPostOfferAccount } from './offers-test-support';
import { offersPersonalData } from './offers.personal-data';

let t: TestApp;
let kuzey: Awaited<ReturnType<typeof createPostOfferAccount>>;
let guney: Awaited<ReturnType<typeof createPostOfferAccount>>;
let elif: Awaited<ReturnType<typeof createUser>>;
let kuzeyOfferId: string;
let guneyOfferId: string;

const pdf = (name: string): FilePart => ({ field: 'attachments', name, type: 'application/pdf', data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n') });
const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

beforeAll(async () => {
  t = await personalDataApp();
  kuzey = await createPostOfferAccount(t.app, 'Kuzey 3D');
  guney = await createPostOfferAccount(t.app, 'Güney Tasarım');
  elif = await createUser(t.app, { name: 'Elif Alıcı' });
  const can = await createUser(t.app, { name: 'Can Alıcı' });
  const elifRequest = await createRequest(t.app, elif.token, { title: 'Bağlantı braketi için 3D model' });
  const canRequest = await createRequest(t.app, can.token, { title: 'Dişli kutusu kapağı' });
  const made = await postOffer(t.app, kuzey.token, { advertId: elifRequest._id, amount: '1750,50', note: 'Kuzey: çizime göre modellerim.' }, [pdf('kuzey-taslak.pdf')]);
  expect(made.status).toBe(201);
  kuzeyOfferId = made.body.offer._id;
  const other = await postOffer(t.app, guney.token, { advertId: canRequest._id, amount: '900', note: 'Güney: alüminyumdan yaparız.' }, [pdf('guney-fiyat.pdf')]);
  expect(other.status).toBe(201);
  guneyOfferId = other.body.offer._id;
  expect((await setOfferStatus(t.app, elif.token, kuzeyOfferId, 'rejected', 'Elif: bütçemi aşıyor.')).status).toBe(200);
});
afterAll(releasePersonalDataApp);

describe('offers personal data', () => {
  it('gives a store owner the offers their store made with its files, without the buyer or another store', async () => {
    const { data, files } = await offersPersonalData.collect(t.app.db, person(kuzey));
    expect(offersPersonalData.folder).toBe('teklifler');
    expect(data.storeOffers).toEqual([
      expect.objectContaining({
        id: kuzeyOfferId,
        amountKurus: 175050,
        deliveryDays: 7,
        note: 'Kuzey: çizime göre modellerim.',
        status: 'rejected',
        statusNote: null,
        attachments: [expect.objectContaining({ name: 'kuzey-taslak.pdf', mimeType: 'application/pdf' })],
      }),
    ]);
    expect(data.receivedOffers).toEqual([]);
    const [row] = await t.app.db.select({ attachments: offers.attachments }).from(offers).where(eq(offers.id, kuzeyOfferId));
    expect(files).toEqual([{ name: `${row.attachments[0].id}-kuzey-taslak.pdf`, from: 'private', key: row.attachments[0].key }]);

    const [theirs] = await t.app.db.select({ attachments: offers.attachments }).from(offers).where(eq(offers.id, guneyOfferId));
    const json = JSON.stringify({ data, files });
    for (const foreign of [guney.user.id, guney.email, guney.seller._id, guneyOfferId, 'Güney', theirs.attachments[0].key, elif.user.id, elif.user.email, 'Elif Alıcı', 'bütçemi aşıyor']) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives a buyer the offers they received and their own decision, without the store’s files', async () => {
    const { data, files } = await offersPersonalData.collect(t.app.db, person(elif));
    expect(files).toEqual([]);
    expect(data.storeOffers).toEqual([]);
    expect(data.receivedOffers).toEqual([
      expect.objectContaining({ id: kuzeyOfferId, storeName: 'Kuzey 3D', amountKurus: 175050, status: 'rejected', statusNote: 'Elif: bütçemi aşıyor.', attachmentCount: 1 }),
    ]);
    const json = JSON.stringify({ data, files });
    for (const foreign of [kuzey.user.id, kuzey.email, guneyOfferId, 'Güney', 'Can Alıcı', 'kuzey-taslak.pdf']) expect(json).not.toContain(foreign);
  });
});
