import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi, deliveredOrder, registerBuyer } from '../support/api';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';
import { rivets } from '../support/shopping';

// A 64×40 blue PNG: the buyer's photo of the parcel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVR4nO2SAQkAURSDVsZkF98SF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPCC9+0zhDb3cAAAAASUVORK5CYII=',
  'base64',
);
const store = { email: 'hirdavat@pazaryeri.test', password: 'Hirdavat12345', name: 'Anadolu Hırdavat' };

interface Summary {
  average: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** The average the product page shows after one more review of `rating` stars ('4,3'). */
function averageAfter(summary: Summary, rating: number) {
  const stars = ([1, 2, 3, 4, 5] as const).reduce((sum, star) => sum + star * summary.distribution[star], 0);
  return (Math.round(((stars + rating) / (summary.count + 1)) * 10) / 10).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('reviews journey in Chromium', () => {
  it('a buyer reviews a delivered product with a photo → the store replies → a visitor sees both and the new average', async () => {
    // Set-up through the API: a new buyer whose order of rivets the store has delivered.
    const run = Date.now().toString(36);
    const buyer = { name: 'Deniz Korkmaz', email: `yorumcu.${run}@ornek.com.tr`, password: 'Yorumcu2026' };
    const account = await registerBuyer(buyer.name, buyer.email, buyer.password);
    const product = await callApi<{ _id: string }>('GET', `/products/${rivets.slug}`);
    const order = await deliveredOrder(account, await apiToken(store.email, store.password), product._id);
    const before = (await callApi<{ summary: Summary }>('GET', `/comment/${product._id}`)).summary;
    // A unique stamp of 13 digits in the text: not a phone number, so the review is published at once.
    const comment = `Perçinler sağlam, kutu eksiksiz geldi. Teşekkürler (${Date.now()}).`;

    // The buyer finds the delivered line waiting and reviews it with a photo.
    const reviewer = await openVisitor(browser);
    const { page } = reviewer;
    await signIn(page, buyer.email, buyer.password);
    await page.goto('/hesabim/degerlendirmelerim');
    await page.getByRole('tab', { name: /Değerlendirme bekleyenler/ }).waitFor();
    const pending = page.getByRole('listitem').filter({ hasText: `Sipariş ${order.orderNumber}` });
    await pending.getByText(rivets.name).waitFor();
    await pending.getByRole('button', { name: 'Değerlendir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ürünü değerlendir' });
    await dialog.getByRole('radiogroup', { name: 'Puanınız' }).getByTitle('İyi').click();
    expect(await dialog.getByRole('radio', { name: /^4 yıldız/ }).isChecked()).toBe(true);
    await dialog.getByLabel('Yorumunuz').fill(comment);
    await dialog.getByLabel('Fotoğraf ekle').setInputFiles({ name: 'koli.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Seçilen fotoğraf 1' }).waitFor();
    // The progress bar is there while the photo goes up (watched from the page, since it may be quick).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Fotoğraflar yükleniyor"]');
        if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? '');
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Değerlendirmeniz yayınlandı').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.length)).toBeGreaterThan(0);

    // The line leaves the pending list; the review is under "Değerlendirdiklerim", published, with its photo.
    await expect.poll(() => pending.count()).toBe(0);
    await page.getByRole('tab', { name: /Değerlendirdiklerim/ }).click();
    const mine = page.getByRole('article').filter({ hasText: comment });
    await mine.waitFor();
    await mine.getByRole('img', { name: 'Alıcı fotoğrafı 1' }).waitFor();
    expect(reviewer.problems).toEqual([]);
    await reviewer.context.close();

    // The store answers it from the seller panel.
    const seller = await openVisitor(browser);
    await signIn(seller.page, store.email, store.password);
    await seller.page.goto('/seller-panel/review');
    const toAnswer = seller.page.getByRole('article').filter({ hasText: comment });
    await toAnswer.getByLabel('Mağaza yanıtı').fill('Güzel yorumunuz için teşekkür ederiz, iyi çalışmalar dileriz.');
    await toAnswer.getByRole('button', { name: 'Yanıtla' }).click();
    await seller.page.getByText('Yanıtınız yayınlandı.').first().waitFor();
    // The published reply shows once, in the card; the form opens again only to edit it.
    await toAnswer.getByText('Güzel yorumunuz için teşekkür ederiz, iyi çalışmalar dileriz.').waitFor();
    await toAnswer.getByRole('button', { name: 'Yanıtı düzenle' }).click();
    expect(await toAnswer.getByLabel('Mağaza yanıtı').inputValue()).toBe('Güzel yorumunuz için teşekkür ederiz, iyi çalışmalar dileriz.');
    await toAnswer.getByRole('button', { name: 'Yanıtı güncelle' }).waitFor();
    expect(seller.problems).toEqual([]);
    await seller.context.close();

    // A visitor who is not signed in sees the review, its photo, the reply and the new average and count.
    const visitor = await openVisitor(browser);
    await visitor.page.goto(`/urun/${rivets.slug}`);
    await visitor.page.getByRole('tab', { name: `Değerlendirmeler (${before.count + 1})` }).click();
    const card = visitor.page.getByRole('article').filter({ hasText: comment });
    await card.waitFor();
    await card.getByText(`${store.name} yanıtladı`).waitFor();
    await card.getByText('Güzel yorumunuz için teşekkür ederiz').waitFor();
    await card.getByRole('img', { name: 'Alıcı fotoğrafı 1' }).waitFor();
    const summary = visitor.page.getByRole('region', { name: 'Puan özeti' });
    await expect.poll(() => summary.textContent()).toContain(averageAfter(before, 4));
    await expect.poll(() => summary.textContent()).toContain(`${before.count + 1} değerlendirme`);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
