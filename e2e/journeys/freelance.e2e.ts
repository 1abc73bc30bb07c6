import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi, registerBuyer } from '../support/api';
import { baseURL, type Browser, launchChromium, openVisitor, type Page, signIn } from '../support/journey';
import { payWith } from '../support/shopping';

const demoSeller = { email: 'satici@pazaryeri.test', password: 'Satici12345', storeName: 'Demir Endüstriyel Makina' };
const designStore = { email: 'tasarim@pazaryeri.test', password: 'Tasarim12345', storeName: 'Kuzey 3D Tasarım' };
// A 64×40 blue PNG: the buyer's photo of the bracket.
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVR4nO2SAQkAURSDVsZkF98SF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPCC9+0zhDb3cAAAAASUVORK5CYII=',
  'base64',
);
const drawing = (round: number) => ({ name: `braket-surum-${round}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% sürüm ${round}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`) });

/** With SHOTS_DIR set, each step's page is kept at desktop and phone width for a person to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('freelance journey in Chromium', () => {
  it('a buyer posts a request → two stores offer (one in the chat) → the buyer compares, accepts and pays → the store delivers, revises, is accepted and reviewed', async () => {
    const run = Date.now().toString(36);
    const title = `Konveyör braketi için 3D model ${run}`;
    const buyerAccount = { name: 'Selim Usta', email: `talep.${run}@ornek.com.tr`, password: 'Talep2026' };
    await registerBuyer(buyerAccount.name, buyerAccount.email, buyerAccount.password);

    // The three sign in at once (signing in is not what this journey is about).
    const [buyer, seller, design] = await Promise.all([0, 1, 2].map(() => openVisitor(browser, { viewport: { width: 1280, height: 900 } })));
    await Promise.all([
      signIn(buyer.page, buyerAccount.email, buyerAccount.password),
      signIn(seller.page, demoSeller.email, demoSeller.password),
      signIn(design.page, designStore.email, designStore.password),
    ]);

    // The buyer posts the request.
    await buyer.page.goto('/talep-olustur');
    await buyer.page.getByLabel('Başlık').fill(title);
    await buyer.page.getByLabel('Açıklama').fill('40x40 profile bağlanan L braket; STEP, STL ve ölçülü teknik resim.');
    await buyer.page.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Tasarım Hizmetleri' });
    await buyer.page.getByLabel('Bütçe (TL)').fill('2500');
    await buyer.page.getByLabel('Şehir').fill('Bursa');
    await buyer.page.getByLabel('Fotoğraflar', { exact: true }).setInputFiles({ name: 'braket.png', mimeType: 'image/png', buffer: photo });
    await shoot(buyer.page, '01-talep-formu');
    await buyer.page.getByRole('button', { name: 'Talebi yayınla' }).click();
    await buyer.page.waitForURL('**/ilan/**');
    await buyer.page.getByRole('heading', { name: title }).waitFor();
    // The photo went up with the request (re-encoded by the server).
    await buyer.page.getByRole('img', { name: title }).waitFor();
    const slug = decodeURIComponent(new URL(buyer.page.url()).pathname.split('/').pop()!);
    const { advert } = await callApi<{ advert: { _id: string; owner: { _id: string } } }>('GET', `/ilan/detail/${encodeURIComponent(slug)}`);

    // The demo seller offers from the request's page.
    await seller.page.goto(`/ilan/${encodeURIComponent(slug)}`);
    await seller.page.getByRole('button', { name: 'Teklif ver' }).click();
    let dialog = seller.page.getByRole('dialog', { name: 'Teklif ver' });
    await dialog.getByLabel('Tutar (TL)').fill('2200');
    await dialog.getByLabel('Teslim süresi (gün)').fill('7');
    await dialog.getByLabel('Not').fill('Parametrik modelleyip STEP, STL ve PDF teslim ederim.');
    await shoot(seller.page, '02-teklif-formu');
    await dialog.getByRole('button', { name: 'Teklifi gönder' }).click();
    await seller.page.getByText('Teklifiniz gönderildi.').first().waitFor();

    // The design store opens a conversation with the buyer about the request and offers in it.
    const designToken = await apiToken(designStore.email, designStore.password);
    const started = await fetch(`${baseURL()}/api/chat/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${designToken}` },
      body: JSON.stringify({ contextType: 'request', userId: advert.owner._id, contextId: advert._id }),
    });
    expect(started.status).toBe(201);
    const { room } = (await started.json()) as { room: { roomId: string } };
    await design.page.goto(`/chat?room=${room.roomId}`);
    await design.page.getByRole('button', { name: 'Teklif ver' }).click();
    dialog = design.page.getByRole('dialog', { name: 'Teklif ver' });
    await dialog.getByLabel('Tutar (TL)').fill('1900');
    await dialog.getByLabel('Teslim süresi (gün)').fill('10');
    await dialog.getByLabel('Revizyon hakkı').fill('1');
    await dialog.getByRole('button', { name: 'Teklifi gönder' }).click();
    const designCard = design.page.getByRole('article', { name: 'Teklif' });
    await designCard.getByText('₺1.900,00').waitFor();
    await designCard.getByText('Bekliyor').waitFor();
    await shoot(design.page, '03-sohbette-teklif');

    // The buyer sees the card in the chat too, then compares both offers on the requests page.
    await buyer.page.goto(`/chat?room=${room.roomId}`);
    await buyer.page.getByRole('article', { name: 'Teklif' }).getByRole('button', { name: `${designStore.storeName} teklifini kabul et` }).waitFor();
    await shoot(buyer.page, '04-alici-sohbet-karti');
    await buyer.page.goto('/hesabim/taleplerim');
    const request = buyer.page.getByRole('listitem', { name: title });
    await request.getByRole('button', { name: 'Teklifleri karşılaştır (2)' }).click();
    const table = request.getByRole('table', { name: 'Teklif karşılaştırması' });
    await table.getByRole('cell', { name: '7 gün' }).waitFor();
    await table.getByRole('cell', { name: '10 gün' }).waitFor();
    await shoot(buyer.page, '05-teklif-karsilastirma');
    await table.getByLabel(`${demoSeller.storeName} için not`).fill('Teslim süreniz uygun, başlayalım.');
    await table.getByRole('button', { name: `${demoSeller.storeName} teklifini kabul et` }).click();
    await table.getByRole('button', { name: 'Siparişe geç ve öde' }).waitFor();
    await table.getByText('Reddedildi').waitFor();
    // The design store's card follows without a reload.
    await designCard.getByText('Reddedildi').waitFor();

    // The buyer pays with the sandbox's test card into escrow.
    await table.getByRole('button', { name: 'Siparişe geç ve öde' }).click();
    await buyer.page.waitForURL('**/hesabim/ozel-siparisler/**');
    const orderId = new URL(buyer.page.url()).pathname.split('/').pop()!;
    await buyer.page.getByRole('form', { name: 'Kart bilgileri' }).waitFor();
    await shoot(buyer.page, '06-ozel-siparis-odeme');
    await payWith(buyer.page, '5528790000000008');
    await buyer.page.getByText('Ödemeniz alındı. Mağaza çalışmaya başladığında burada göreceksiniz.').waitFor();

    // The store starts and delivers a file.
    await seller.page.goto(`/seller-panel/order/freelance?siparis=${orderId}`);
    await seller.page.getByRole('button', { name: 'Çalışmaya başla' }).click();
    const delivery = seller.page.getByRole('form', { name: 'Teslimat' });
    await delivery.locator('input[type=file]').setInputFiles(drawing(1));
    await delivery.getByLabel('Teslimat notu').fill('İlk sürüm ekte.');
    await shoot(seller.page, '07-satici-teslimat');
    await delivery.getByRole('button', { name: 'Teslim et' }).click();
    await seller.page.getByText('braket-surum-1.pdf').first().waitFor();

    // The buyer asks for a revision.
    await buyer.page.reload();
    await buyer.page.getByText('braket-surum-1.pdf').first().waitFor();
    await buyer.page.getByText(/otomatik olarak kabul edilir/).waitFor();
    await buyer.page.getByLabel('Notunuz').fill('Delik çapını 8 mm yapalım.');
    await shoot(buyer.page, '08-alici-teslimat');
    await buyer.page.getByRole('button', { name: 'Revizyon iste (2 hak kaldı)' }).click();
    await buyer.page.getByText('Revizyon istendi').first().waitFor();

    // The store delivers again.
    await seller.page.reload();
    const second = seller.page.getByRole('form', { name: 'Teslimat' });
    await second.locator('input[type=file]').setInputFiles(drawing(2));
    await second.getByRole('button', { name: 'Teslim et' }).click();
    await seller.page.getByText('braket-surum-2.pdf').first().waitFor();

    // The buyer accepts and reviews the store.
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: 'Revizyon iste (1 hak kaldı)' }).waitFor();
    await buyer.page.getByRole('button', { name: 'Teslimatı kabul et' }).click();
    const review = buyer.page.getByRole('form', { name: 'Mağazayı değerlendirin' });
    await review.getByRole('radio', { name: '5 puan' }).click();
    await review.getByLabel('Yorumunuz').fill('İki sürümde tam istediğim gibi oldu.');
    await shoot(buyer.page, '09-degerlendirme');
    await review.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
    await buyer.page.getByText('İki sürümde tam istediğim gibi oldu.').first().waitFor();

    // The review counts in the store's freelance rating on its page.
    await buyer.page.goto('/magaza/demir-endustriyel');
    const rating = buyer.page.getByRole('region', { name: 'Freelance hizmet puanı' });
    await rating.getByText('İki sürümde tam istediğim gibi oldu.').waitFor();
    await shoot(buyer.page, '10-magaza-puani');

    for (const visitor of [buyer, seller, design]) expect(visitor.problems).toEqual([]);
    await Promise.all([buyer.context.close(), seller.context.close(), design.context.close()]);
  }, 120_000);
});
