import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';
import { addToCart, demoBuyer, rivets } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * axe-core over the pages a buyer, a seller's customer and an admin see, on the demo data: no
 * serious or critical violation (issue 18). Each page is checked once it has loaded its data.
 */
describe('accessibility (axe-core) in Chromium', () => {
  it('home, listing, product, store, cart, checkout and chat pages of a buyer', async () => {
    const { context, page, problems } = await openVisitor(browser);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Ürün, mağaza veya hizmet ara' }).first().waitFor();
    await page.getByRole('link', { name: rivets.name }).first().waitFor();
    await expectAccessible(page, 'home');

    await page.goto('/arama?q=percin');
    await page.getByRole('link', { name: rivets.name }).first().waitFor();
    await expectAccessible(page, 'listing');

    await page.goto(`/urun/${rivets.slug}`);
    await page.getByRole('heading', { level: 1, name: rivets.name }).waitFor();
    await expectAccessible(page, 'product');

    await page.goto('/magaza/anadolu-hirdavat');
    await page.getByRole('link', { name: rivets.name }).first().waitFor();
    await expectAccessible(page, 'store');

    await signIn(page, demoBuyer.email, demoBuyer.password);
    await addToCart(page, rivets.slug);
    await page.goto('/sepet');
    await page.getByText(rivets.name).first().waitFor();
    await expectAccessible(page, 'cart');

    await page.goto('/odeme');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText(rivets.name).first().waitFor();
    await expectAccessible(page, 'checkout');

    await page.goto('/chat');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'chat');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('admin pages', async () => {
    const { context, page, problems } = await openVisitor(browser);
    await signIn(page, 'admin@pazaryeri.test', 'Yonetici123');
    for (const path of ['/admin', '/admin/urunler', '/admin/satici-onaylari', '/admin/kullanicilar', '/admin/siparisler', '/admin/sohbetler']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
