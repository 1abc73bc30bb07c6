import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi, registerBuyer } from '../support/api';
import { type Browser, type Page, launchChromium, openVisitor, signIn } from '../support/journey';
import { payWith } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A real 64×64 PNG: the server decodes and re-encodes every design picture. */
const logo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDDKqCmznqUrYh7hIFCBSSh4evpRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9YrsQr276ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQveKfCz2Dj/DxuQJ+1wAAAABJRU5ErkJggg==',
  'base64',
);

const shots = '/tmp/shots-customization';

/** The page as a desktop (1280 wide) and a phone (390 wide) see it. */
async function screenshots(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('customization journey in Chromium', () => {
  it('a store makes a template and puts it on a product → a buyer fills it in with a logo → pays → both see the values on the order', async () => {
    const run = Date.now().toString(36);
    const productName = `Kişiye Özel Pirinç Plaket ${run}`;
    const templateName = `Plaket yazısı ve logo ${run}`;

    // A product of the demo store, on sale (set up through the API: the catalogue journey covers adding one).
    const storeToken = await apiToken('satici@pazaryeri.test', 'Satici12345');
    const adminToken = await apiToken('admin@pazaryeri.test', 'Yonetici123');
    const categories = await callApi<{ _id: string; name: string }[]>('GET', '/categories/main');
    const { product } = await callApi<{ product: { _id: string; slug: string } }>('POST', '/products', {
      token: storeToken,
      status: 201,
      body: { name: productName, description: 'Ödül ve tanıtım plaketi; yazı ve logo size özel.', price: '450', stock: 30, mainCategory: categories[0]!._id, shippingCost: '40' },
    });
    await callApi('PUT', `/products/${product._id}/submit-for-approval`, { token: storeToken });
    await callApi('PUT', `/admin/products/${product._id}/approve`, { token: adminToken });

    // The store makes a template in its panel…
    const store = await openVisitor(browser);
    await signIn(store.page, 'satici@pazaryeri.test', 'Satici12345');
    await store.page.goto('/seller-panel/customization');
    await store.page.getByRole('heading', { level: 1, name: 'Özelleştirme şablonları' }).waitFor();
    await store.page.getByRole('button', { name: 'Yeni şablon' }).first().click();
    const dialog = store.page.getByRole('dialog', { name: 'Yeni özelleştirme şablonu' });
    await dialog.getByLabel('Şablon adı').fill(templateName);
    await dialog.getByLabel('Alıcıya not').fill('Plakete yazılacak metni ve rengi seçin; isterseniz logonuzu ekleyin.');
    await dialog.getByLabel('Etiket').fill('Plaket yazısı');
    await dialog.getByLabel('En fazla karakter').fill('40');
    await dialog.getByRole('switch', { name: 'Zorunlu alan' }).click();
    await dialog.getByRole('button', { name: 'Alan ekle' }).click();
    await dialog.getByLabel('Etiket').nth(1).fill('Renk');
    await dialog.getByLabel('Tür').nth(1).selectOption('choice');
    await dialog.getByLabel('Seçenekler').fill('Altın\nGümüş\nBronz');
    await dialog.getByRole('switch', { name: 'Zorunlu alan' }).nth(1).click();
    await dialog.getByRole('button', { name: 'Alan ekle' }).click();
    await dialog.getByLabel('Etiket').nth(2).fill('Logo');
    await dialog.getByLabel('Tür').nth(2).selectOption('image');
    await screenshots(store.page, '1-template-editor');
    await dialog.getByRole('button', { name: 'Şablonu kaydet' }).click();
    await store.page.getByText('Özelleştirme şablonu başarıyla eklendi').first().waitFor();
    await store.page.getByRole('heading', { name: templateName }).waitFor();
    await screenshots(store.page, '2-templates');

    // …and picks it on the product's form.
    await store.page.goto(`/seller-panel/edit-product/${product._id}`);
    await store.page.getByLabel('Özelleştirme şablonu').selectOption({ label: templateName });
    await store.page.getByRole('button', { name: 'Şablonu kaydet' }).click();
    await store.page.getByText('Özelleştirme seçenekleri başarıyla güncellendi').first().waitFor();
    await store.page.getByLabel('Özelleştirme şablonu').scrollIntoViewIfNeeded();
    await screenshots(store.page, '3-product-form-template');

    // A buyer cannot add the product without the required values, then fills them in with a logo.
    const email = `plaket.${run}@ornek.com.tr`;
    await registerBuyer('Zeynep Aksoy', email, 'Plaket12345');
    const buyer = await openVisitor(browser);
    await signIn(buyer.page, email, 'Plaket12345');
    const { page } = buyer;
    await page.goto(`/urun/${product.slug}`);
    const form = page.getByRole('group', { name: 'Ürünü kişiselleştirin' });
    await form.waitFor();
    await page.getByRole('button', { name: 'Sepete ekle' }).click();
    await form.getByText('"Plaket yazısı" alanı zorunludur.').waitFor();
    await form.getByLabel('Plaket yazısı *').fill('Yılın Çalışanı 2026 — Ayşe Yılmaz');
    await form.getByLabel('Renk *').selectOption('Bronz');
    await form.getByLabel('Logo için görsel seçin').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await form.getByRole('img', { name: 'Logo önizlemesi' }).waitFor();
    await screenshots(page, '4-product-page');
    await page.getByRole('button', { name: 'Sepete ekle' }).click();
    await page.getByText('Ürün sepete eklendi').first().waitFor();

    await page.goto('/sepet');
    const line = page.getByLabel('Özelleştirme');
    await expect.poll(() => line.textContent()).toContain('Plaket yazısı:Yılın Çalışanı 2026 — Ayşe Yılmaz');
    await screenshots(page, '5-cart');
    await page.getByRole('button', { name: 'Sepeti onayla' }).click();
    await page.waitForURL('**/odeme');
    await expect.poll(() => page.getByRole('radio', { name: 'Atölye' }).isChecked()).toBe(true);
    await payWith(page, '5528 7900 0000 0008');
    await page.waitForURL('**/hesabim/siparisler/**');
    await page.getByText('Sipariş başarıyla oluşturuldu').first().waitFor();
    const orderNumber = ((await page.getByText(/^Sipariş PZ/).first().textContent()) ?? '').replace('Sipariş ', '');
    const bought = page.getByLabel('Özelleştirme');
    await expect.poll(() => bought.textContent()).toContain('Renk:Bronz');
    await bought.getByRole('img', { name: 'Logo' }).waitFor();
    await screenshots(page, '6-buyer-order');

    // The store sees what to make on its order page.
    await store.page.goto('/seller-panel/order');
    const card = store.page.getByRole('listitem').filter({ hasText: `Sipariş ${orderNumber}` });
    await card.waitFor();
    await expect.poll(() => card.getByLabel('Özelleştirme').textContent()).toContain('Plaket yazısı:Yılın Çalışanı 2026 — Ayşe Yılmaz');
    await card.scrollIntoViewIfNeeded();
    await screenshots(store.page, '7-seller-order');

    expect([...store.problems, ...buyer.problems]).toEqual([]);
    await store.context.close();
    await buyer.context.close();
  }, 180_000);
});
