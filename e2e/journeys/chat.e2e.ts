import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page, eventually, launchChromium, openVisitor, signIn } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Mesajınız' });
  await box.fill(text);
  await box.press('Enter');
}

const messagesOf = (page: Page) => page.getByRole('list', { name: 'Mesajlar' });

describe('chat journey in Chromium', () => {
  it('a buyer asks from a product page → the seller sees it live and answers → a dropped connection loses nothing', async () => {
    const run = Date.now().toString(36);
    const question = `Merhaba, 120 boy için fiyat alabilir miyim? (${run})`;
    const answer = `Stokta var, İstanbul içi 2 iş gününde teslim. (${run})`;
    const whileOffline = `Kesim hizmeti de verebiliriz. (${run})`;

    // The demo seller waits on the messages screen.
    const seller = await openVisitor(browser);
    await signIn(seller.page, 'satici@pazaryeri.test', 'Satici12345');
    await seller.page.goto('/chat');
    await seller.page.getByRole('heading', { level: 1, name: 'Mesajlar' }).waitFor();

    // The demo buyer opens one of the seller's products and asks the seller.
    const buyer = await openVisitor(browser);
    await signIn(buyer.page, 'alici@pazaryeri.test', 'Alici12345');
    await buyer.page.goto('/magaza/demir-endustriyel');
    await buyer.page.locator('a[href^="/urun/"]').first().click();
    await buyer.page.getByRole('button', { name: 'Satıcıya sor' }).click();
    await buyer.page.waitForURL('**/chat?room=*');
    await buyer.page.getByRole('heading', { level: 2, name: 'Demir Endüstriyel Makina' }).waitFor();
    await send(buyer.page, `   ${question}   `);
    await messagesOf(buyer.page).getByText(question, { exact: true }).waitFor();

    // The seller sees the conversation arrive, unread, with the total on the navbar.
    const sellerRoom = seller.page.getByRole('list', { name: 'Sohbetler' }).getByRole('link').filter({ hasText: run });
    await sellerRoom.waitFor();
    expect(await sellerRoom.textContent()).toContain('okunmamış mesaj');
    await seller.page.getByRole('link', { name: /^Mesajlar \(\d+ okunmamış\)$/ }).waitFor();

    // Opening it reads it: the badge goes, and the buyer's message shows ✓✓.
    await sellerRoom.click();
    await messagesOf(seller.page).getByText(question, { exact: true }).waitFor();
    await eventually(async () => (await sellerRoom.textContent())?.includes('okunmamış'), false);
    await messagesOf(buyer.page)
      .getByRole('listitem')
      .filter({ hasText: question })
      .getByText('Okundu')
      .waitFor({ state: 'attached' });

    // The seller types (the buyer sees it) and answers live.
    await seller.page.getByRole('textbox', { name: 'Mesajınız' }).pressSequentially('Stokta');
    await buyer.page.getByText('yazıyor…').first().waitFor();
    await send(seller.page, answer);
    await messagesOf(buyer.page).getByText(answer, { exact: true }).waitFor();

    // The buyer's connection drops; the seller writes meanwhile; back online, the message is there once.
    await buyer.context.setOffline(true);
    await buyer.page.getByText('Bağlantı yeniden kuruluyor…').waitFor();
    await send(seller.page, whileOffline);
    await messagesOf(seller.page).getByText(whileOffline, { exact: true }).waitFor();
    expect(await messagesOf(buyer.page).getByText(whileOffline).count()).toBe(0);
    await buyer.context.setOffline(false);
    await messagesOf(buyer.page).getByText(whileOffline, { exact: true }).waitFor();
    await buyer.page.getByText('Bağlantı yeniden kuruluyor…').waitFor({ state: 'detached' });
    for (const text of [question, answer, whileOffline]) {
      expect(await messagesOf(buyer.page).getByText(text, { exact: true }).count()).toBe(1);
    }

    expect([...buyer.problems, ...seller.problems]).toEqual([]);
    await buyer.context.close();
    await seller.context.close();
  });
});
