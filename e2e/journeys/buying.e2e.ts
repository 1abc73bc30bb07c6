import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';
import { addAddress, addToCart, demoBuyer, goggles, payWith, rivets } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('buying journey in Chromium', () => {
  it('a buyer pays two stores’ products with a coupon → sees the order → each store sees its part; a declined card says why', async () => {
    const { context, page, problems } = await openVisitor(browser);
    await signIn(page, demoBuyer.email, demoBuyer.password);

    // Two stores' products into the cart; the coupon applies to the whole cart.
    await addToCart(page, rivets.slug);
    await addToCart(page, goggles.slug);
    await page.getByRole('link', { name: 'Sepetim, 2 ürün' }).click();
    await page.waitForURL('**/sepet');
    await page.getByRole('region', { name: 'Anadolu Hırdavat' }).waitFor();
    await page.getByRole('region', { name: 'Marmara İş Güvenliği' }).waitFor();
    await page.getByLabel('Kupon kodu').fill('HOSGELDIN10');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await page.getByText('₺38,80 indirim').waitFor(); // 10 % of 219 + 169
    await page.getByRole('button', { name: 'Sepeti onayla' }).click();
    await page.waitForURL('**/odeme');

    // The demo buyer has no address yet: one is added right there.
    await addAddress(page);

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
