import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Demo products of two stores: Anadolu Hırdavat's rivets and Marmara İş Güvenliği's goggles. */
export const rivets = { slug: 'aluminyum-pop-percin-4-10-1000-adet', name: 'Alüminyum Pop Perçin 4×10 (1000 Adet)' };
export const goggles = { slug: 'gozluk-ustu-koruyucu-gozluk', name: 'Gözlük Üstü Koruyucu Gözlük' };

export const demoBuyer = { email: 'alici@pazaryeri.test', password: 'Alici12345' };

export async function addToCart(page: Page, slug: string) {
  await page.goto(`/urun/${slug}`);
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await page.getByText('Ürün sepete eklendi').first().waitFor();
}

/** On /odeme, for a buyer with no address yet: adds 'Atölye' right there, which gets selected. */
export async function addAddress(page: Page) {
  await page.getByRole('button', { name: 'Yeni adres ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni adres' });
  await dialog.getByLabel('Adres başlığı').fill('Atölye');
  await dialog.getByLabel('Cep telefonu').fill('0532 123 45 67');
  await dialog.getByLabel('İl', { exact: true }).selectOption({ label: 'İstanbul' });
  await expect.poll(() => dialog.getByLabel('İlçe').isEnabled()).toBe(true);
  await dialog.getByLabel('İlçe').selectOption({ label: 'Tuzla' });
  await dialog.getByLabel('Açık adres').fill('Organize Sanayi 4. Cad. No: 12');
  await dialog.getByRole('button', { name: 'Adresi Kaydet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('radio', { name: 'Atölye' }).isChecked()).toBe(true);
}

export async function payWith(page: Page, number: string, { threeDS = false } = {}) {
  const form = page.getByRole('form', { name: 'Kart bilgileri' });
  if (threeDS) await form.getByRole('checkbox', { name: /3D Secure ile öde/ }).check();
  await form.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
  await form.getByLabel('Kart numarası').fill(number);
  await form.getByLabel('Ay', { exact: true }).selectOption('12');
  await form.getByLabel('Yıl', { exact: true }).selectOption(String(new Date().getFullYear() + 3));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /öde$/ }).click();
}
