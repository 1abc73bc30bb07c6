import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, chooseFromMenu, eventually, launchChromium, openVisitor, sessionOf } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('account journey in Chromium', () => {
  it('register → log out → log in → change profile → log out', async () => {
    const { context, page, problems } = await openVisitor(browser);
    const email = `e2e.${Date.now()}@ornek.com.tr`;
    const password = 'Tarayici2026';

    // Register from the navbar.
    await page.goto('/');
    await page.getByRole('link', { name: 'Kayıt Ol' }).first().click();
    await page.waitForURL('**/register');
    await page.getByLabel('Ad soyad').fill('Deniz Çelik');
    await page.getByLabel('E-posta adresi').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByLabel('Şifre (tekrar)').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const menuButton = page.getByRole('button', { name: /Deniz Çelik|Hesabım/ });
    await expect(menuButton.isVisible()).resolves.toBe(true);
    await eventually(async () => (await sessionOf(page)).user?.email, email);

    // Log out through the user menu.
    await chooseFromMenu(page, menuButton, 'Çıkış Yap');
    await page.getByRole('link', { name: 'Giriş Yap' }).first().waitFor();
    await eventually(async () => (await sessionOf(page)).user, undefined);

    // Log in again.
    await page.getByRole('link', { name: 'Giriş Yap' }).first().click();
    await page.waitForURL('**/login');
    await page.getByLabel('E-posta adresi').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(async () => (await sessionOf(page)).user?.email, email);

    // Change the profile; it survives a reload.
    await chooseFromMenu(page, page.getByRole('button', { name: /Deniz Çelik|Hesabım/ }), 'Profilim');
    await page.waitForURL('**/profile');
    await page.getByLabel('Ad soyad').fill('Deniz Çelik Öztürk');
    await page.getByLabel('Cep telefonu').fill('0532 111 22 33');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await page.getByText('Profil başarıyla güncellendi').first().waitFor();
    await page.reload();
    await eventually(() => page.getByLabel('Ad soyad').inputValue(), 'Deniz Çelik Öztürk');
    await eventually(() => page.getByLabel('Cep telefonu').inputValue(), '0532 111 22 33');

    // Log out; the profile page now asks for a session.
    await chooseFromMenu(page, page.getByRole('button', { name: /Deniz Çelik Öztürk|Hesabım/ }), 'Çıkış Yap');
    await page.getByRole('link', { name: 'Giriş Yap' }).first().waitFor();
    await eventually(async () => (await sessionOf(page)).user, undefined);
    await page.goto('/profile');
    await page.waitForURL('**/login?**');
    const url = new URL(page.url());
    expect([url.searchParams.get('error'), url.searchParams.get('callbackUrl')]).toEqual(['SessionRequired', '/profile']);

    expect(problems).toEqual([]);
    await context.close();
  });
});
