import { writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box, demoMeshes } from '../../apps/api/src/modules/stl/stl-meshes';
import { type Browser, launchChromium, openVisitor, signIn } from '../support/journey';
import { demoBuyer } from '../support/shopping';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('STL journey in Chromium', () => {
  it('a store uploads a model of two files and sees the viewer and the facts → a visitor finds it → a member downloads both', async () => {
    const run = Date.now().toString(36);
    const title = `Dişli Çark Yedek ${run}`;
    const file = Buffer.from(writeBinaryStl(demoMeshes.gear(), 'solid gear from a CAD program'));
    const washer = Buffer.from(writeBinaryStl(box(30, 20, 3), 'solid spacer plate'));

    // The 3D design store uploads two files: the browser reads them first (preview + facts of each, totals), then sends them.
    const store = await openVisitor(browser);
    await signIn(store.page, 'tasarim@pazaryeri.test', 'Tasarim12345');
    const { page } = store;
    await page.goto('/seller-panel/stl');
    await page.getByRole('heading', { level: 1, name: 'STL modellerim' }).waitFor();
    await page.getByLabel('STL dosyaları').setInputFiles([
      { name: 'disli.stl', mimeType: 'model/stl', buffer: file },
      { name: 'ara-plaka.stl', mimeType: 'model/stl', buffer: washer },
    ]);
    await page.locator('[data-testid="stl-viewer"][data-state="ready"]').waitFor();
    await page.getByText(/800 üçgen/).waitFor(); // each file's triangles, read in the browser
    await page.getByText(/30 × 20 × 3 mm/).waitFor();
    await page.getByText('Model toplamı (2 dosya)', { exact: false }).waitFor();
    await page.getByText('812', { exact: true }).waitFor(); // the model's triangles
    await page.getByText('Su geçirmez (kapalı) model').waitFor();
    await page.getByLabel('Model adı').fill(title);
    await page.getByLabel('Fiyat (TL)').fill('0');
    await page.getByLabel('STL kategorisi').selectOption({ label: 'Mekanik Parçalar' });
    await page.getByLabel('Lisans').selectOption({ label: 'Ticari kullanım' });
    await page.getByRole('button', { name: 'Modeli yükle' }).click();
    await page.getByText('STL modeli yüklendi ve yayına alındı.').first().waitFor();
    await page.getByRole('link', { name: title }).waitFor();

    // A visitor finds it in the catalogue by a word without Turkish letters and opens it.
    const visitor = await openVisitor(browser, { viewport: { width: 390, height: 844 } });
    await visitor.page.goto('/stl');
    await visitor.page.getByRole('heading', { level: 1, name: 'STL Modeller' }).waitFor();
    await visitor.page.getByLabel('STL modellerde ara').fill(`disli cark yedek ${run}`);
    await visitor.page.getByLabel('STL modellerde ara').press('Enter');
    await visitor.page.getByRole('link', { name: new RegExp(title) }).click();
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.page.locator('[data-testid="stl-viewer"][data-state="ready"]').waitFor();
    await visitor.page.getByText('Lisans: Ticari kullanım').waitFor();
    await visitor.page.getByText('41,8 × 41,8 × 6 mm').first().waitFor();
    await visitor.page.getByRole('heading', { name: 'Dosyalar (2)' }).waitFor();
    await visitor.page.getByText(/30 × 20 × 3 mm · 1,8 cm³/).waitFor(); // the second file's own facts
    await visitor.page.getByRole('tab', { name: '2. ara-plaka.stl' }).click();
    await visitor.page.getByRole('tab', { name: '2. ara-plaka.stl', selected: true }).waitFor();
    await visitor.page.locator('[data-testid="stl-viewer"][data-state="ready"]').waitFor();
    await visitor.page.getByRole('link', { name: 'İndirmek için giriş yapın' }).waitFor();

    // A signed-in member downloads it: a ZIP with both files and LİSANS.txt; the counter moves.
    const member = await openVisitor(browser);
    await signIn(member.page, demoBuyer.email, demoBuyer.password);
    await member.page.goto(page.url().replace(/\/seller-panel\/stl$/, '/stl'));
    await member.page.getByLabel('STL modellerde ara').fill(run);
    await member.page.getByLabel('STL modellerde ara').press('Enter');
    await member.page.getByRole('link', { name: new RegExp(title) }).click();
    const [download] = await Promise.all([member.page.waitForEvent('download'), member.page.getByRole('button', { name: /İndir/ }).click()]);
    expect(download.suggestedFilename()).toBe('disli.zip');
    const zipped = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of zipped) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks).toString('latin1');
    expect(zip).toContain('disli.stl');
    expect(zip).toContain('ara-plaka.stl');
    expect(Buffer.concat(chunks).includes(washer)).toBe(true);
    expect(Buffer.concat(chunks).includes(Buffer.from('LİSANS.txt'))).toBe(true);
    await member.page.reload();
    await member.page.getByText('1 indirme').waitFor();

    await Promise.all([store.context.close(), visitor.context.close(), member.context.close()]);
  }, 180_000);
});
