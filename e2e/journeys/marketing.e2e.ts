import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, dataDir, launchChromium, openVisitor, signIn } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The server's outbox (.eml files), parsed: the mails sent to `to`. */
async function mailsTo(to: string) {
  const dir = path.join(dataDir(), 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
  return mails.filter((mail) => JSON.stringify(mail.to ?? '').includes(to));
}

async function waitForMail(to: string, subject: RegExp) {
  for (let tries = 0; tries < 120; tries += 1) {
    const found = (await mailsTo(to)).find((mail) => subject.test(mail.subject ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

describe('e-mail marketing journey in Chromium', () => {
  it('a visitor subscribes in the footer and confirms; marketing staff write and send a campaign; it arrives', async () => {
    const email = `bulten.${Date.now()}@ornek.com.tr`;
    const visitor = await openVisitor(browser);
    await visitor.page.goto('/');
    await visitor.page.getByLabel('Bülten için e-posta').fill(email);
    await visitor.page.getByRole('button', { name: 'Abone ol' }).click();
    await visitor.page.getByText('Aboneliğinizi tamamlamak için').waitFor();

    const confirmation = await waitForMail(email, /onaylayın/);
    const link = /(https?:\/\/\S+\/abonelik\/onay\?token=\S+)/.exec(confirmation.text ?? '')![1];
    await visitor.page.goto(link);
    await visitor.page.getByText('E-posta aboneliğiniz onaylandı').waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const staff = await openVisitor(browser);
    const { page } = staff;
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, 'pazarlama@pazaryeri.test', 'Pazarlama123');
    await page.goto('/pazarlama/kampanyalar/yeni');
    const title = `Uçtan uca kampanya ${Date.now()}`;
    await page.getByLabel('Konu (başlık)').fill(title);
    await page.getByLabel('İçerik').fill('Merhaba!\n\nBu hafta tüm rulmanlarda %15 indirim.');
    await expect(page.getByTestId('campaign-preview').getByText('Bu hafta tüm rulmanlarda %15 indirim.').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click();
    await page.waitForURL(/\/pazarlama\/kampanyalar\/[0-9a-f-]{36}$/);
    await page.getByRole('radio', { name: /Seçtiğim aboneler/ }).check();
    await page.getByLabel('Alıcı ara').fill(email);
    await page.getByRole('checkbox', { name: email }).check();
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await page.getByText(/Gönderim tamamlandı: 1\/1/).waitFor({ timeout: 30_000 });

    const campaignMail = await waitForMail(email, new RegExp(title));
    expect(campaignMail.text).toContain('%15 indirim');
    expect(campaignMail.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toContain('List-Unsubscribe=One-Click');
    expect(campaignMail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain('/api/subscriber/unsubscribe?token=');
    expect(staff.problems).toEqual([]);
    await staff.context.close();
  });
});
