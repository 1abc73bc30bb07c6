import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';
import { addAddress, addToCart, demoBuyer, payWith, rivets } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const store = { email: 'hirdavat@pazaryeri.test', password: 'Hirdavat12345', name: 'Anadolu Hırdavat' };
/** The demo buyer's default billing identity: her company (apps/api/src/demo/billing.ts). */
const company = { vkn: '4567890128', taxOffice: 'Kozyatağı' };

/** The PDF's text as a reader extracts it, with runs of white space as one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('invoices journey in Chromium', () => {
  it('a company buys and pays → its store issues the invoice from its panel → the buyer downloads the PDF made out to the company, with its VAT', async () => {
    // The demo buyer bills her company by default; the checkout chooses it.
    const buyer = await openVisitor(browser);
    const { page } = buyer;
    await signIn(page, demoBuyer.email, demoBuyer.password);
    await addToCart(page, rivets.slug);
    await page.goto('/odeme');
    await page.getByRole('radiogroup', { name: 'Teslimat adresi' }).or(page.getByText('Kayıtlı adresiniz yok')).waitFor();
    // A journey before this one on the same server may have saved her an address already.
    if (await page.getByText('Kayıtlı adresiniz yok').isVisible()) await addAddress(page);
    const billing = page.getByRole('radiogroup', { name: 'Fatura bilgisi' });
    await expect.poll(() => billing.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await billing.locator('label').filter({ has: page.getByRole('radio', { checked: true }) }).textContent()).toContain(`VKN ${company.vkn}`);
    await payWith(page, '5528 7900 0000 0008');
    await page.waitForURL('**/hesabim/siparisler/**');
    const orderPath = new URL(page.url()).pathname;
    const orderNumber = ((await page.getByText(/^Sipariş PZ/).first().textContent()) ?? '').replace('Sipariş ', '');
    const part = page.getByRole('region', { name: `${store.name} siparişi` });
    await part.getByRole('region', { name: `${store.name} faturası` }).getByText('Fatura henüz eklenmedi').waitFor();

    // The store issues it from its order list, after being told whose details it carries.
    const seller = await openVisitor(browser);
    await signIn(seller.page, store.email, store.password);
    await seller.page.goto('/seller-panel/order');
    const card = seller.page.getByRole('listitem').filter({ hasText: `Sipariş ${orderNumber}` });
    await card.getByRole('button', { name: `${orderNumber}: Fatura kes` }).click();
    const confirm = seller.page.getByRole('dialog', { name: 'Fatura kesilsin mi?' });
    expect(await confirm.textContent()).toContain('Fatura, alıcının siparişteki fatura bilgileriyle kesilecek.');
    await confirm.getByRole('button', { name: 'Faturayı kes' }).click();
    await seller.page.getByText('Fatura kesildi; alıcı sipariş sayfasından indirebilir.').first().waitFor();
    const box = card.getByRole('region', { name: `Sipariş ${orderNumber} faturası` });
    await box.getByRole('button', { name: `${orderNumber}: Faturayı indir` }).waitFor();
    const boxText = (await box.textContent()) ?? '';
    const number = /PZR\d{13}/.exec(boxText)?.[0];
    const vat = /KDV ₺([\d.,]+)/.exec(boxText)?.[1];
    expect(number).toBeDefined();
    expect(vat).toBeDefined();
    // Issued is final: nothing to replace or remove.
    expect(await box.getByRole('button', { name: `${orderNumber}: Faturayı kaldır` }).count()).toBe(0);
    expect(seller.problems).toEqual([]);
    await seller.context.close();

    // The buyer sees it on her order and downloads it.
    await page.goto(orderPath);
    const invoice = part.getByRole('region', { name: `${store.name} faturası` });
    await invoice.getByText(number!).waitFor();
    expect(await invoice.textContent()).toContain('PDF');
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: 'Faturayı indir' }).click()]);
    expect(download.suggestedFilename()).toBe(`Fatura-${number}.pdf`);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(number!);
    expect(text).toContain(`VKN: ${company.vkn}`);
    expect(text).toContain(`Vergi Dairesi: ${company.taxOffice}`);
    expect(text).toContain(`Hesaplanan KDV (%20) ${vat} TL`);
    expect(text).toContain(orderNumber);

    expect(buyer.problems).toEqual([]);
    await buyer.context.close();
  });
});
