import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBuyer } from '../support/api';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Demir Endüstriyel serves Metal ve Malzeme with CNC işleme around Ankara; Ege Otomasyon makes panels in the Aegean. */
const fittingStore = { email: 'satici@pazaryeri.test', password: 'Satici12345', storeName: 'Demir Endüstriyel Makina' };
const otherStore = { email: 'otomasyon@pazaryeri.test', password: 'Otomasyon123' };
const pdf = Buffer.from('%PDF-1.7\n% flans teknik resmi\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('requests that reach the right makers, in Chromium', () => {
  it('a buyer posts a CNC request with a PDF drawing → the fitting store sees it first with its reasons, downloads the drawing and offers → another store sees it only under all requests → the buyer is told of the offer', async () => {
    const run = Date.now().toString(36);
    const title = `Çelik flanş CNC işleme ${run}`;
    const buyerAccount = { name: 'Nur Usta', email: `cnc.${run}@ornek.com.tr`, password: 'Talep2026' };
    await registerBuyer(buyerAccount.name, buyerAccount.email, buyerAccount.password);
    const [buyer, store, other] = await Promise.all([0, 1, 2].map(() => openVisitor(browser)));
    await Promise.all([
      signIn(buyer.page, buyerAccount.email, buyerAccount.password),
      signIn(store.page, fittingStore.email, fittingStore.password),
      signIn(other.page, otherStore.email, otherStore.password),
    ]);

    // The buyer says what is needed: category, quantity, material, process, city and a drawing.
    await buyer.page.goto('/talep-olustur');
    await buyer.page.getByLabel('Başlık').fill(title);
    await buyer.page.getByLabel('Açıklama').fill('Ø120 mm flanş, 6 delik, ±0,05 tolerans; teknik resim ektedir.');
    await buyer.page.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Metal ve Malzeme (tümü)' });
    await buyer.page.getByLabel('Miktar').fill('40');
    await buyer.page.getByLabel('Malzeme').fill('Çelik');
    await buyer.page.getByLabel('Üretim süreci').selectOption({ label: 'CNC işleme' });
    await buyer.page.getByLabel('Şehir').fill('Ankara');
    await buyer.page.getByLabel('Bütçe belirtmiyorum, teklif bekliyorum').check();
    await buyer.page.getByLabel('Teknik çizimler').setInputFiles({ name: 'flans.pdf', mimeType: 'application/pdf', buffer: pdf });
    await buyer.page.getByRole('list', { name: 'Teknik dosyalar' }).getByText('flans.pdf').waitFor();
    await buyer.page.getByRole('button', { name: 'Talebi yayınla' }).click();
    await buyer.page.waitForURL('**/ilan/**');
    await buyer.page.getByRole('heading', { name: title }).waitFor();
    await buyer.page.getByText('Teklif bekleniyor').first().waitFor();
    const requestPath = new URL(buyer.page.url()).pathname;

    // The fitting store finds it at the top of "Size uygun talepler", with why.
    await store.page.goto('/seller-panel/request');
    expect(await store.page.getByRole('tab', { name: 'Size uygun talepler' }).getAttribute('aria-selected')).toBe('true');
    const fitList = store.page.getByRole('list', { name: 'Size uygun talepler' });
    await fitList.getByRole('link', { name: title }).waitFor();
    expect(await fitList.getByRole('link').first().textContent()).toBe(title);
    const card = fitList.getByRole('listitem').filter({ has: store.page.getByRole('link', { name: title }) });
    const reasons = await card.getByRole('list', { name: 'Size uygun olma nedenleri' }).getByRole('listitem').allTextContents();
    expect(reasons).toEqual(['Metal ve Malzeme', 'CNC işleme', 'Ankara', 'Çelik']);

    // It downloads the drawing from the request's page, then offers.
    await store.page.goto(requestPath);
    const drawing = store.page.getByRole('listitem', { name: 'flans.pdf' });
    const [download] = await Promise.all([store.page.waitForEvent('download'), drawing.getByRole('button', { name: 'flans.pdf indir' }).click()]);
    expect(download.suggestedFilename()).toBe('flans.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await store.page.getByRole('button', { name: 'Teklif ver' }).click();
    const dialog = store.page.getByRole('dialog', { name: 'Teklif ver' });
    await dialog.getByLabel('Tutar (TL)').fill('18400');
    await dialog.getByLabel('Teslim süresi (gün)').fill('12');
    await dialog.getByRole('button', { name: 'Teklifi gönder' }).click();
    await store.page.getByText('Teklifiniz gönderildi.').first().waitFor();

    // A store that does not make it sees it only under "Tüm talepler", and not its drawing.
    await other.page.goto('/seller-panel/request');
    await other.page.getByRole('list', { name: 'Size uygun talepler' }).or(other.page.getByText('Şu an size uygun açık talep yok')).first().waitFor();
    expect(await other.page.getByRole('link', { name: title }).count()).toBe(0);
    await other.page.getByRole('tab', { name: 'Tüm talepler' }).click();
    await other.page.getByRole('list', { name: 'Tüm talepler' }).getByRole('link', { name: title }).waitFor();
    await other.page.goto(requestPath);
    await other.page.getByText('1 teknik dosya — teklif verebilecek mağazalar görebilir').waitFor();
    expect(await other.page.getByRole('button', { name: 'flans.pdf indir' }).count()).toBe(0);

    // The buyer is told of the offer (the bell) and compares it on the request.
    await buyer.page.goto('/hesabim/bildirimler');
    await buyer.page.getByText('Talebinize yeni teklif').first().waitFor();
    expect(await buyer.page.getByText(fittingStore.storeName).first().isVisible()).toBe(true);

    for (const visitor of [buyer, store, other]) {
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    }
  });
});
