import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';
import { demoBuyer } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The demo stores' owners, by store name (the demo buyer's delivered lines are from these). */
const storeOwners: Record<string, { email: string; password: string }> = {
  'Demir Endüstriyel Makina': { email: 'satici@pazaryeri.test', password: 'Satici12345' },
  'Anadolu Hırdavat': { email: 'hirdavat@pazaryeri.test', password: 'Hirdavat12345' },
  'Ege Otomasyon': { email: 'otomasyon@pazaryeri.test', password: 'Otomasyon123' },
  'Marmara İş Güvenliği': { email: 'guvenlik@pazaryeri.test', password: 'Guvenlik12345' },
  'Kuzey 3D Tasarım': { email: 'tasarim@pazaryeri.test', password: 'Tasarim12345' },
};

/** A real 8×8 PNG (the server checks photos by content and re-encodes them). */
const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGP4WSyGFTEMLQkA7bNggdHW5fAAAAAASUVORK5CYII=', 'base64');

const oneDecimal = (value: number) => value.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe('reviews journey in Chromium', () => {
  it('a buyer reviews a delivered product with a photo → the store replies → a visitor sees both and the new average', async () => {
    const buyer = await openVisitor(browser);
    await signIn(buyer.page, demoBuyer.email, demoBuyer.password);
    await buyer.page.goto('/hesabim/degerlendirmelerim');
    const row = buyer.page.getByRole('listitem').filter({ has: buyer.page.getByRole('button', { name: 'Değerlendir' }) }).first();
    await row.waitFor();
    const productLink = row.getByRole('link').first();
    const productName = (await productLink.textContent())!.trim();
    const slug = (await productLink.getAttribute('href'))!.split('/').pop()!;
    const storeName = (await row.textContent()) ?? '';
    const store = Object.keys(storeOwners).find((name) => storeName.includes(name))!;
    expect(store).toBeTruthy();

    const before = await buyer.page.evaluate(async (ref) => {
      const product = await (await fetch(`/api/products/${ref}`)).json();
      const id = (product.product ?? product)._id as string;
      return { id, summary: (await (await fetch(`/api/comment/${id}`)).json()).summary as { average: number; count: number } };
    }, slug);

    await row.getByRole('button', { name: 'Değerlendir' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Ürünü değerlendir' });
    await dialog.getByRole('radio', { name: /^5 yıldız/ }).check({ force: true });
    const comment = `Tarayıcıdan yazılan değerlendirme ${Date.now()}: ölçüler tam, işçilik temiz.`;
    await dialog.getByLabel('Yorumunuz').fill(comment);
    await dialog.getByLabel('Fotoğraf ekle').setInputFiles({ name: 'atolye.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('img', { name: 'Seçilen fotoğraf 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await buyer.page.getByText('Değerlendirmeniz yayınlandı').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await buyer.page.getByRole('tab', { name: /Değerlendirdiklerim/ }).click();
    await buyer.page.getByText(comment).waitFor();
    expect(buyer.problems).toEqual([]);
    await buyer.context.close();

    // The store answers from its panel.
    const seller = await openVisitor(browser);
    await signIn(seller.page, storeOwners[store].email, storeOwners[store].password);
    await seller.page.goto('/seller-panel/review');
    const card = seller.page.getByRole('listitem').filter({ hasText: comment });
    await card.waitFor();
    const reply = 'Değerlendirmeniz için teşekkür ederiz, iyi çalışmalar!';
    await card.getByLabel('Mağaza yanıtı').fill(reply);
    await card.getByRole('button', { name: 'Yanıtla' }).click();
    await seller.page.getByText('Yanıtınız yayınlandı.').waitFor();
    expect(seller.problems).toEqual([]);
    await seller.context.close();

    // A visitor reads both, with the photo, and the new average.
    const visitor = await openVisitor(browser, { viewport: { width: 390, height: 844 } });
    await visitor.page.goto(`/urun/${slug}`);
    await visitor.page.getByRole('heading', { name: productName }).waitFor();
    const count = before.summary.count + 1;
    const average = Math.round(((before.summary.average * before.summary.count + 5) / count) * 100) / 100;
    await visitor.page.getByRole('tab', { name: `Değerlendirmeler (${count})` }).click();
    const review = visitor.page.getByRole('article').filter({ hasText: comment });
    await review.waitFor();
    await expect.poll(() => review.getByText(reply).isVisible()).toBe(true);
    await expect.poll(() => review.getByText(`${store} yanıtladı`).isVisible()).toBe(true);
    const img = review.getByRole('img', { name: 'Alıcı fotoğrafı 1' });
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute('src')).toMatch(/^\/uploads\/reviews\/.+\.webp$/);
    await expect.poll(() => visitor.page.getByText(`${count} değerlendirme`).first().isVisible()).toBe(true);
    await expect.poll(() => visitor.page.getByText(oneDecimal(average), { exact: true }).first().isVisible()).toBe(true);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
