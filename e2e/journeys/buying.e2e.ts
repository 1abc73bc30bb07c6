import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page, eventually, launchChromium, openVisitor, sessionOf } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await eventually(async () => (await sessionOf(page)).user?.email, email);
}

/** Two demo stores' products: Anadolu Hırdavat's rivets and Marmara İş Güvenliği's goggles. */
const rivets = { slug: 'aluminyum-pop-percin-4-10-1000-adet', name: 'Alüminyum Pop Perçin 4×10 (1000 Adet)' };
const goggles = { slug: 'gozluk-ustu-koruyucu-gozluk', name: 'Gözlük Üstü Koruyucu Gözlük' };

async function addToCart(page: Page, slug: string) {
  await page.goto(`/urun/${slug}`);
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await page.getByText('Ürün sepete eklendi').first().waitFor();
}

async function payWith(page: Page, number: string, { threeDS = false } = {}) {
  const form = page.getByRole('form', { name: 'Kart bilgileri' });
  if (threeDS) await form.getByRole('checkbox', { name: /3D Secure ile öde/ }).check();
  await form.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
  await form.getByLabel('Kart numarası').fill(number);
  await form.getByLabel('Ay', { exact: true }).selectOption('12');
  await form.getByLabel('Yıl', { exact: true }).selectOption(String(new Date().getFullYear() + 3));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /öde$/ }).click();
}

describe('buying journey in Chromium', () => {
  it('a buyer pays two stores’ products with a coupon → sees the order → each store sees its part; a declined card says why', async () => {
    const { context, page, problems } = await openVisitor(browser);
    await signIn(page, 'alici@pazaryeri.test', 'Alici12345');

    // Two stores' products into the cart; the coupon applies to the whole cart.
    await addToCart(page, rivets.slug);
    await addToCart(page, goggles.slug);
    await page.getByRole('link', { name: 'Sepetim (2 ürün)' }).click();
    await page.waitForURL('**/sepet');
    await page.getByRole('region', { name: 'Anadolu Hırdavat' }).waitFor();
    await page.getByRole('region', { name: 'Marmara İş Güvenliği' }).waitFor();
    await page.getByLabel('Kupon kodu').fill('HOSGELDIN10');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await page.getByText('₺38,80 indirim').waitFor(); // 10 % of 219 + 169
    await page.getByRole('button', { name: 'Sepeti onayla' }).click();
    await page.waitForURL('**/odeme');

    // The demo buyer has no address yet: one is added right there.
    await page.getByRole('button', { name: 'Yeni adres ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni adres' });
    await dialog.getByLabel('Adres başlığı').fill('Atölye');
    await dialog.getByLabel('Cep telefonu').fill('0532 123 45 67');
    await dialog.getByLabel('İl', { exact: true }).selectOption({ label: 'İstanbul' });
    await expect.poll(() => dialog.getByLabel('İlçe').isEnabled()).toBe(true);
    await dialog.getByLabel('İlçe').selectOption({ label: 'Tuzla' });
    await dialog.getByLabel('Açık adres').fill('Organize Sanayi 4. Cad. No: 12');
    await dialog.getByRole('button', { name: 'Adresi Kaydet' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('radio', { name: 'Atölye' }).isChecked()).toBe(true);

    // 219 + 169 + two stores' shipping (49,90 each) − 38,80.
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('₺449,00');
    await payWith(page, '5528 7900 0000 0008');
    await page.waitForURL('**/hesabim/siparisler/**');
    await page.getByText('Sipariş başarıyla oluşturuldu').first().waitFor();
    const orderNumber = ((await page.getByText(/^Sipariş PZ/).first().textContent()) ?? '').replace('Sipariş ', '');
    expect(orderNumber).toMatch(/^PZ\d{6}-[A-Z0-9]{6}$/);
    await page.getByRole('region', { name: 'Anadolu Hırdavat siparişi' }).waitFor();
    await page.getByRole('region', { name: 'Marmara İş Güvenliği siparişi' }).waitFor();
    await expect.poll(() => page.getByText('İndirim (HOSGELDIN10)').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Sepetim', exact: true }).isVisible()).toBe(true); // the cart is empty

    // Each store sees its own part of the order, and only that.
    for (const [email, password, own, other] of [
      ['hirdavat@pazaryeri.test', 'Hirdavat12345', rivets.name, goggles.name],
      ['guvenlik@pazaryeri.test', 'Guvenlik12345', goggles.name, rivets.name],
    ] as const) {
      const store = await openVisitor(browser);
      await signIn(store.page, email, password);
      await store.page.goto('/seller-panel/order');
      const card = store.page.getByRole('listitem').filter({ hasText: `Sipariş ${orderNumber}` });
      await card.waitFor();
      await expect.poll(() => card.getByText(own).isVisible()).toBe(true);
      expect(await card.getByText(other).count()).toBe(0);
      await expect.poll(() => card.getByRole('region', { name: 'Teslimat bilgileri' }).textContent()).toContain('Organize Sanayi 4. Cad. No: 12');
      expect(store.problems).toEqual([]);
      await store.context.close();
    }

    // A card without funds: the bank's reason, and the cart stays for another try.
    await addToCart(page, goggles.slug);
    await page.goto('/odeme');
    await payWith(page, '4111 1111 1111 1129');
    await page.getByRole('alert').filter({ hasText: 'Ödeme başlatılamadı' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Ödeme başlatılamadı' }).textContent()).toMatch(/bakiye/i);
    expect(page.url()).toMatch(/\/odeme$/);

    // The same cart with 3D Secure: the bank's page opens in the whole window, in an origin of its
    // own (it cannot read the session); Onayla brings the buyer back to the paid order.
    await payWith(page, '5528 7900 0000 0008', { threeDS: true });
    await page.waitForURL('**/api/payment/3ds/page?token=*');
    expect(await page.evaluate(() => window.origin)).toBe('null');
    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.waitForURL('**/hesabim/siparisler/**');
    await page.getByText('Sipariş başarıyla oluşturuldu').first().waitFor();
    await page.getByRole('region', { name: 'Marmara İş Güvenliği siparişi' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Sepetim', exact: true }).isVisible()).toBe(true); // paid: the cart is empty

    expect(problems).toEqual([]);
    await context.close();
  });
});
