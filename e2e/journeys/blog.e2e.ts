import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xssPayloads } from '../../apps/api/src/modules/blog/xss-payloads';
import { type Browser, baseURL, chooseFromMenu, eventually, launchChromium, openVisitor, signIn } from '../support/journey';

// A 64×40 blue PNG for the editor's picture upload.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVR4nO2SAQkAURSDVsZkF98SF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPCC9+0zhDb3cAAAAASUVORK5CYII=',
  'base64',
);
const marketing = { email: 'pazarlama@pazaryeri.test', password: 'Pazarlama123', name: 'Zeynep Kaya' };
const buyer = { email: 'alici@pazaryeri.test', password: 'Alici12345' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('blog journey in Chromium', () => {
  it('marketing writes a post in the editor, a visitor reads it, a buyer comments and likes', async () => {
    const title = `Freze takımında salgı kontrolü ${Date.now()}`;
    const writer = await openVisitor(browser);
    const { page } = writer;
    await signIn(page, marketing.email, marketing.password);

    // The marketing user's menu leads to the blog editor.
    await chooseFromMenu(page, page.getByRole('button', { name: new RegExp(marketing.name) }), 'Blog yönetimi');
    await page.waitForURL('**/blog-yonetimi');
    await page.getByRole('link', { name: 'Yeni yazı' }).click();
    await page.waitForURL('**/blog-yonetimi/yeni');

    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('Özet').fill('Salgıyı ölçmek ve azaltmak için atölyede uygulanabilir adımlar.');
    const editor = page.getByRole('textbox', { name: 'Yazı içeriği' });
    await editor.click();
    // A toolbar button gives the focus back to the editor a moment after its click: type only then
    // (a first letter typed before went to the button: 'omparatörle').
    const editorFocused = () => page.waitForFunction(() => Boolean(document.activeElement?.closest('[contenteditable="true"]')));
    await page.getByRole('button', { name: 'Ara başlık' }).click();
    await editor.locator('h2').waitFor();
    await editorFocused();
    await page.keyboard.type('Neden önemli?');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Salgı takım ömrünü kısaltır.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Madde işaretli liste' }).click();
    await editor.locator('ul li').waitFor();
    await editorFocused();
    await page.keyboard.type('Komparatörle ölçün');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pensleri temizleyin');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Kaynak: ');
    await page.getByRole('button', { name: 'Bağlantı', exact: true }).click();
    await page.getByLabel('Bağlantı adresi').fill('https://ornek.com.tr/salgi');
    await page.getByRole('button', { name: 'Bağlantıyı ekle' }).click();
    await editorFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/blog/images') && response.status() === 201);
    await page.getByLabel('İçeriğe resim yükle').setInputFiles({ name: 'olcum.png', mimeType: 'image/png', buffer: png });
    await uploaded;
    await editor.locator('img').waitFor();
    await page.getByRole('button', { name: 'Yazıyı kaydet' }).click();

    // Saved and published: the post's own page.
    await page.waitForURL((url) => url.pathname.startsWith('/blog/freze-takiminda-salgi-kontrolu-'));
    const postUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const content = page.getByTestId('blog-content');
    await expect(content.locator('h2').innerText()).resolves.toBe('Neden önemli?');
    await expect(content.locator('ul li').allInnerTexts()).resolves.toEqual(['Komparatörle ölçün', 'Pensleri temizleyin']);
    await expect(content.locator('a').getAttribute('href')).resolves.toBe('https://ornek.com.tr/salgi');
    await expect(content.locator('a').getAttribute('rel')).resolves.toBe('noopener noreferrer nofollow');
    expect(await content.locator('img').getAttribute('src')).toMatch(/^\/uploads\/blog\/[0-9a-f-]+\.webp$/);
    await writer.context.close();
    expect(writer.problems).toEqual([]);

    // A visitor reads it from the blog list and is asked to sign in to comment.
    const visitor = await openVisitor(browser);
    await visitor.page.goto('/');
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await visitor.page.waitForURL('**/blog');
    await visitor.page.getByRole('link', { name: title }).click();
    await visitor.page.waitForURL(`**${postUrl}`);
    await visitor.page.getByTestId('blog-content').locator('h2').waitFor();
    await expect(visitor.page.title()).resolves.toBe(`${title} | Pazaryeri Blog`);
    await expect(visitor.page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${baseURL()}${postUrl}`);
    await visitor.page.getByText('Yorum yazmak ve yanıtlamak için giriş yapın.').waitFor();
    await visitor.page.getByText('Henüz yorum yok').waitFor();
    await visitor.context.close();
    expect(visitor.problems).toEqual([]);

    // A buyer comments and likes; both survive a reload.
    const reader = await openVisitor(browser, { viewport: { width: 390, height: 844 } });
    await signIn(reader.page, buyer.email, buyer.password);
    await reader.page.goto(postUrl);
    await reader.page.getByRole('button', { name: 'Beğen (0 beğeni)' }).click();
    await reader.page.getByRole('button', { name: 'Beğeniyi geri al (1 beğeni)' }).waitFor();
    await reader.page.getByPlaceholder('Yorumunuz').fill('Komparatör önerisi için teşekkürler, hemen deneyeceğim.');
    await reader.page.getByRole('button', { name: 'Yorum gönder' }).click();
    await reader.page.getByText('Komparatör önerisi için teşekkürler, hemen deneyeceğim.').waitFor();
    await reader.page.getByRole('heading', { name: 'Yorumlar (1)' }).waitFor();
    await reader.page.reload();
    await reader.page.getByRole('button', { name: 'Beğeniyi geri al (1 beğeni)' }).waitFor();
    await eventually(() => reader.page.getByText('Ayşe Y.').count(), 1);
    await reader.context.close();
    expect(reader.problems).toEqual([]);
  });

  it(`renders ${xssPayloads.length} stored XSS payloads on the post page without running any`, async () => {
    const token = await apiToken(marketing.email, marketing.password);
    const { context, page, problems } = await openVisitor(browser);
    // The trap: every payload calls __x() or alert(); either leaves a mark.
    await context.addInitScript(() => {
      const mark = (source: string) => ((window as unknown as { __xss: string[] }).__xss ??= []).push(source);
      (window as unknown as { __x: () => void }).__x = () => mark('__x');
      window.alert = () => mark('alert');
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    for (const [index, payload] of xssPayloads.entries()) {
      const response = await fetch(`${baseURL()}/api/blog`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `XSS denemesi ${index + 1}`, description: 'Saldırı yükünün zararsız gösterildiği deneme.', content: `<p>Deneme ${index + 1}</p>${payload}<p>son</p>` }),
      });
      expect(response.status, payload).toBe(201);
      const { blog } = (await response.json()) as { blog: { slug: string } };

      await page.goto(`/blog/${blog.slug}`);
      const content = page.getByTestId('blog-content');
      await content.getByText(`Deneme ${index + 1}`).waitFor();
      await content.hover();
      await page.waitForTimeout(150);
      // Nothing ran, and nothing that could run is in the page.
      expect(await page.evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? []), payload).toEqual([]);
      const found = await content.evaluate((root) => {
        const bad: string[] = [];
        for (const element of Array.from(root.querySelectorAll('*'))) {
          const tag = element.tagName.toLowerCase();
          if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'base', 'meta', 'link', 'template'].includes(tag)) bad.push(tag);
          for (const { name, value } of Array.from(element.attributes)) {
            if (/^on/i.test(name) || ['style', 'srcset', 'srcdoc', 'formaction', 'action'].includes(name)) bad.push(`${tag}[${name}]`);
            if ((name === 'href' || name === 'src') && !/^(https?:|mailto:|\/(?!\/))/i.test(value)) bad.push(`${tag}[${name}=${value}]`);
            if (tag === 'img' && name === 'src' && !value.startsWith('/uploads/')) bad.push(`img[src=${value}]`);
          }
        }
        return bad;
      });
      expect(found, payload).toEqual([]);
    }
    expect(dialogs).toEqual([]);
    await context.close();
    expect(problems).toEqual([]);
  }, 180_000);
});
