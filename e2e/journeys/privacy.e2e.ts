import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBuyer } from '../support/api';
import { type Browser, type BrowserContext, chooseFromMenu, eventually, launchChromium, openVisitor, sessionOf, signIn } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The analytics script comes from Google: the requests for it are counted instead of reaching the internet. */
async function analyticsRequests(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '/* gtag */' });
  });
  return requested;
}

describe('privacy journey in Chromium', () => {
  it('the cookie banner holds analytics back until consent; a person asks for a copy of their data and downloads it', async () => {
    const { context, page, problems } = await openVisitor(browser, { firstVisit: true });
    const analytics = await analyticsRequests(context);

    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Çerez tercihiniz' });
    await banner.waitFor();
    // The three answers are equally easy: the same size.
    const sizes = await Promise.all(['Kabul et', 'Reddet', 'Ayarlar'].map(async (name) => (await banner.getByRole('button', { name }).boundingBox())!));
    expect(new Set(sizes.map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`)).size).toBe(1);
    await banner.getByRole('button', { name: 'Reddet' }).click();
    await banner.waitFor({ state: 'detached' });
    // First interactions after refusing: scrolling and clicking around load no analytics.
    await page.mouse.wheel(0, 600);
    await page.getByRole('link', { name: 'İlanlar' }).first().click();
    await page.waitForURL('**/ilanlar');
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Çerez tercihiniz' }).count()).resolves.toBe(0);

    // Signed in, the demo buyer asks for a copy of their data from the account page.
    await signIn(page, 'alici@pazaryeri.test', 'Alici12345');
    await chooseFromMenu(page, page.getByRole('button', { name: /Ayşe Yılmaz|Hesabım/ }), 'Kişisel verilerim');
    await page.waitForURL('**/hesabim/kisisel-verilerim');
    const copy = page.getByRole('region', { name: 'Verilerimin kopyası' });
    await copy.getByRole('button', { name: 'Verilerimin kopyasını iste' }).click();
    const download = copy.getByRole('link', { name: 'İndir (ZIP)' });
    await download.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^pazaryeri-verilerim-\d{4}-\d\d-\d\d\.zip$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    // The index names the person and the parts.
    expect(bytes.includes(Buffer.from('siparisler/veriler.json'))).toBe(true);
    expect(bytes.includes(Buffer.from('BENİ OKU.txt'))).toBe(true);
    expect(analytics).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a visitor who accepts analytics gets the analytics script after their first interaction', async () => {
    const { context, page, problems } = await openVisitor(browser, { firstVisit: true });
    const analytics = await analyticsRequests(context);
    await page.goto('/');
    await page.getByRole('region', { name: 'Çerez tercihiniz' }).getByRole('button', { name: 'Kabul et' }).click();
    await page.mouse.wheel(0, 400);
    await eventually(async () => analytics.length > 0, true);
    expect(analytics[0]).toContain('id=G-PAZARYERI1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a person deletes their account from Kişisel verilerim, is signed out, and cannot sign in again', async () => {
    const email = `silinecek-${Date.now()}@example.com`;
    await registerBuyer('Deniz Kara', email, 'Silinecek123');
    const { context, page, problems } = await openVisitor(browser);
    await signIn(page, email, 'Silinecek123');
    await page.goto('/hesabim/kisisel-verilerim');
    const section = page.getByRole('region', { name: 'Hesabımı sil' });
    await section.getByRole('checkbox', { name: /kalıcı olarak silineceğini anlıyorum/ }).check();
    await section.getByLabel('Şifreniz').fill('Yanlis123');
    await section.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await section.getByText('Şifre hatalı. Hesabınız silinmedi.').waitFor();

    await section.getByLabel('Şifreniz').fill('Silinecek123');
    await section.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await page.getByText('Hesabınız silindi.', { exact: false }).waitFor();
    // Signed out here (a client-side move home: polled, as it fires no load event).
    await eventually(async () => new URL(page.url()).pathname, '/');
    await eventually(async () => (await sessionOf(page)).user?.email, undefined);

    // The password no longer opens anything.
    await page.goto('/login');
    await page.getByLabel('E-posta adresi').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('Silinecek123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('E-posta adresi veya şifre hatalı.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await context.close();
  });
});
