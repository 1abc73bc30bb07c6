import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, baseURL, launchChromium, openVisitor, signIn } from '../support/journey';
import { rivets } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const store = { email: 'hirdavat@pazaryeri.test', password: 'Hirdavat12345', name: 'Anadolu Hırdavat' };

async function call<T>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json as T;
}

/** A new buyer in Ankara who has paid for Anadolu Hırdavat's rivets (through the API: this journey is about shipping). */
async function placePaidOrder() {
  const email = `kargo.${Date.now().toString(36)}@ornek.com.tr`;
  const password = 'Alici2026x';
  const { token } = await call<{ token: string }>('POST', '/users/register', { body: { name: 'Zeynep Kaya', email, password } });
  const { address } = await call<{ address: { _id: string } }>('POST', '/addresses', {
    token,
    body: { title: 'Depo', fullName: 'Zeynep Kaya', phone: '0532 765 43 21', cityName: 'Ankara', districtName: 'Çankaya', addressLine: 'Kızılırmak Mah. 1443. Cad. No: 5', zip: '06520' },
  });
  const product = await call<{ _id: string }>('GET', `/products/${rivets.slug}`);
  const placed = await call<{ order: { _id: string } }>('POST', '/orders', {
    token,
    body: { idempotencyKey: randomUUID(), addressId: address._id, lines: [{ productId: product._id, quantity: 1 }] },
  });
  const card = { holderName: 'Zeynep Kaya', number: '5528790000000008', expireMonth: '12', expireYear: String(new Date().getFullYear() + 3), cvc: '123' };
  const { order } = await call<{ order: { _id: string; orderNumber: string } }>('POST', '/payment/marketplace-payment', { token, body: { orderId: placed.order._id, card } });
  return { email, password, order };
}

describe('shipping journey in Chromium', () => {
  it('a store ships an order part with the cheapest offer and downloads its label → the buyer sees the tracking advance to delivered', async () => {
    const buyer = await placePaidOrder();

    // The buyer is signed in already, to look at the order as soon as it ships.
    const visitor = await openVisitor(browser);
    await signIn(visitor.page, buyer.email, buyer.password);

    // The store picks the order from the ones waiting to be shipped.
    const seller = await openVisitor(browser);
    const { page } = seller;
    await signIn(page, store.email, store.password);
    await page.goto('/seller-panel/shipment');
    const waiting = page.getByRole('listitem').filter({ hasText: buyer.order.orderNumber });
    await waiting.getByRole('link', { name: `${buyer.order.orderNumber}: Kargola` }).click();
    await page.waitForURL('**/seller-panel/shipment?siparis=*');

    // The default sender address comes first; the desi follows the dimensions as they are typed.
    const sender = page.getByLabel('Gönderici adresi');
    await expect.poll(() => sender.locator('option:checked').textContent()).toContain('(varsayılan)');
    await page.getByLabel('Uzunluk (cm)').fill('60');
    await page.getByLabel('Genişlik (cm)').fill('40');
    await page.getByLabel('Yükseklik (cm)').fill('30');
    await page.getByLabel('Ağırlık (kg)').fill('5');
    await expect.poll(() => page.getByTestId('desi').textContent()).toBe('24'); // 60 × 40 × 30 / 3000 > 5 kg
    await page.getByLabel('Ağırlık (kg)').fill('30');
    await expect.poll(() => page.getByTestId('desi').textContent()).toBe('30'); // now the weight is the larger

    // Offers from several carriers, the cheapest and the fastest marked.
    await page.getByRole('button', { name: 'Teklifleri getir' }).click();
    const offers = page.getByRole('list', { name: 'Kargo teklifleri' }).getByRole('listitem');
    await offers.first().waitFor();
    expect(await offers.count()).toBeGreaterThanOrEqual(5);
    const cheapest = offers.filter({ hasText: 'En ucuz' });
    expect(await cheapest.count()).toBe(1);
    expect(await offers.filter({ hasText: 'En hızlı' }).count()).toBe(1);
    const prices = (await offers.locator('span.text-lg').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b)); // shown cheapest first
    expect(await offers.first().textContent()).toContain('En ucuz');

    // Accepting buys the label; the order part becomes shipped.
    await cheapest.getByRole('button', { name: /Kabul et/ }).click();
    const ready = page.getByRole('status').filter({ hasText: 'Etiket hazır' });
    await ready.waitFor();
    const trackingNumber = (await ready.locator('strong').first().textContent()) ?? '';
    expect(trackingNumber).toMatch(/^[A-Z]{2}\d{10}$/);

    // At once, the buyer sees the tracking on the order page: the first step or two of five.
    await visitor.page.goto(`/hesabim/siparisler/${buyer.order._id}`);
    const part = visitor.page.getByRole('region', { name: `${store.name} siparişi` });
    const tracking = part.getByRole('region', { name: 'Kargo takibi' });
    await tracking.waitFor();
    expect(await tracking.textContent()).toContain(trackingNumber);
    const steps = tracking.getByRole('list', { name: 'Kargo hareketleri' }).getByRole('listitem');
    const first = await steps.count();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThan(5);

    // The label is a PDF with the tracking number on it.
    const [download] = await Promise.all([page.waitForEvent('download'), ready.getByRole('button', { name: 'Etiketi indir' }).click()]);
    expect(download.suggestedFilename()).toBe(`kargo-etiketi-${trackingNumber}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(trackingNumber);
    expect(text).toContain('Zeynep Kaya');

    // The shipment is on top of the store's list.
    await page.goto('/seller-panel/shipment');
    const list = page.getByRole('list', { name: 'Kargolar' });
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain(buyer.order.orderNumber);
    expect(await list.getByRole('listitem').first().textContent()).toContain(trackingNumber);

    // Meanwhile the parcel moved on the cargo's clock: the buyer sees it advance to delivered.
    // The page polls once a minute; the buyer here looks again sooner.
    const afterReload = async <T>(read: () => Promise<T>) => {
      await visitor.page.reload();
      await tracking.waitFor();
      return read();
    };
    await expect.poll(() => afterReload(() => steps.count()), { timeout: 30_000, interval: 2_000 }).toBeGreaterThan(first);
    await expect.poll(() => afterReload(() => steps.first().textContent()), { timeout: 30_000, interval: 2_000 }).toContain('Gönderi alıcıya teslim edildi.');
    expect(await part.locator('header').textContent()).toContain('Teslim edildi');

    expect(seller.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await seller.context.close();
    await visitor.context.close();
  }, 120_000);
});
