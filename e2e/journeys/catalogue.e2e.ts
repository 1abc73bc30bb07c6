import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A real 64×64 PNG (the server decodes and re-encodes every picture, so it must be one). */
const productPicture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDDKqCmznqUrYh7hIFCBSSh4evpRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9YrsQr276ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQveKfCz2Dj/DxuQJ+1wAAAABJRU5ErkJggg==',
  'base64',
);

describe('catalogue journey in Chromium', () => {
  it('a seller adds a product → the admin approves it and its picture → a visitor finds it without Turkish letters → a buyer keeps it among their favourites', async () => {
    const run = Date.now().toString(36);
    const name = `Paslanmaz Çelik Kaynak Teli 1.2 mm ${run}`;

    // The approved demo seller adds a physical product with a picture…
    const seller = await openVisitor(browser);
    await signIn(seller.page, 'satici@pazaryeri.test', 'Satici12345');
    const { page } = seller;
    await page.goto('/seller-panel/product/product');
    await page.getByRole('heading', { level: 1, name: 'Fiziksel ürün ekle' }).waitFor();
    await page.getByLabel('Ürün adı').fill(name);
    await page.getByLabel('Açıklama').fill('ER308L paslanmaz çelik gazaltı kaynak teli, 15 kg makara.');
    await page.getByLabel('Marka').fill('Demir');
    await page.getByLabel('Ana kategori').selectOption({ label: 'Makine ve Ekipman' });
    await page.getByLabel('Fiyat (TL)').fill('1249,90');
    await page.getByLabel('Stok', { exact: true }).fill('40');
    await page.getByLabel('Kargo ücreti (TL)').fill('89,90');
    await page.getByLabel('Ücretsiz kargo limiti (TL)').fill('2500');
    await page.getByLabel('Ürün resimleri').setInputFiles({ name: 'kaynak-teli.png', mimeType: 'image/png', buffer: productPicture });
    await page.getByRole('img', { name: 'kaynak-teli.png' }).waitFor();
    await page.getByRole('button', { name: 'Ürünü ekle' }).click();
    await page.getByText('Ürün başarıyla eklendi').first().waitFor();
    await page.waitForURL('**/seller-panel/edit-product');

    // …finds it in the product list and submits it for approval.
    await page.getByLabel('Ürünlerimde ara').fill(run);
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await page.getByRole('button', { name: `${name} onaya gönder` }).click();
    await page.getByText('Ürün başarıyla onaya gönderildi').first().waitFor();
    await page.getByRole('button', { name: `${name} onaya gönder` }).waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: name }).getByText('Onay bekliyor').waitFor();

    // The admin approves the product, then its picture.
    const admin = await openVisitor(browser);
    await signIn(admin.page, 'admin@pazaryeri.test', 'Yonetici123');
    await admin.page.goto('/admin/urunler');
    await admin.page.getByRole('button', { name: `${name} onayla` }).click();
    await admin.page.getByText('Ürün onaylandı ve yayına alındı.').first().waitFor();
    await admin.page.getByRole('button', { name: `${name} onayla` }).waitFor({ state: 'detached' });
    await admin.page.goto('/admin/resimler');
    // The demo catalogue keeps pictures waiting too: narrow the queue to this product.
    await admin.page.getByRole('searchbox', { name: 'Ürün adına göre resim ara' }).fill(name);
    await admin.page.getByRole('searchbox', { name: 'Ürün adına göre resim ara' }).press('Enter');
    await admin.page.getByRole('button', { name: `${name} resmini onayla` }).click();
    await admin.page.getByText('Resim onaylandı.').first().waitFor();
    await admin.page.getByRole('button', { name: `${name} resmini onayla` }).waitFor({ state: 'detached' });

    // A visitor searches without Turkish letters and opens the product.
    const visitor = await openVisitor(browser);
    await visitor.page.goto('/');
    await visitor.page.getByRole('searchbox', { name: 'Ürün, mağaza veya hizmet ara' }).first().fill('paslanmaz celik kaynak');
    await visitor.page.getByRole('button', { name: 'Ara', exact: true }).first().click();
    await visitor.page.waitForURL((url) => url.pathname === '/arama' && url.searchParams.get('q') === 'paslanmaz celik kaynak');
    await visitor.page.getByRole('heading', { level: 1, name: '“paslanmaz celik kaynak” için sonuçlar' }).waitFor();
    await visitor.page.getByRole('list').filter({ has: visitor.page.getByRole('link', { name }) }).getByRole('link', { name }).first().click();
    await visitor.page.waitForURL('**/urun/**');
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.page.getByText('₺1.249,90').first().waitFor();
    await expect(visitor.page.getByRole('img', { name }).getAttribute('src')).resolves.toMatch(/\.webp/);

    // A signed-in buyer keeps it among their favourites: the page the visitor's visit left in the
    // cache comes back to them marked, after a reload too, and stays unmarked for the visitor.
    const buyer = await openVisitor(browser);
    await signIn(buyer.page, 'alici@pazaryeri.test', 'Alici12345');
    await buyer.page.goto(new URL(visitor.page.url()).pathname);
    await buyer.page.getByRole('heading', { level: 1, name }).waitFor();
    await buyer.page.getByRole('button', { name: 'Favorilere ekle' }).click();
    await buyer.page.getByText('Ürün favorilere eklendi').first().waitFor();
    await buyer.page.reload();
    await buyer.page.getByRole('heading', { level: 1, name }).waitFor();
    await buyer.page.getByRole('button', { name: 'Favorilerden çıkar', pressed: true }).waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.page.getByRole('button', { name: 'Favorilere ekle', pressed: false }).waitFor();
    await buyer.page.getByRole('button', { name: 'Favorilerden çıkar' }).click();
    await buyer.page.getByText('Ürün favorilerden çıkarıldı').first().waitFor();
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: 'Favorilere ekle', pressed: false }).waitFor();

    expect([...seller.problems, ...admin.problems, ...visitor.problems, ...buyer.problems]).toEqual([]);
    await buyer.context.close();
    await visitor.context.close();
    await admin.context.close();
    await seller.context.close();
  });
});
