import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page, chooseFromMenu, eventually, launchChromium, openVisitor, sessionOf, signIn } from '../support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A 10-digit VKN whose check digit holds, different on every run. */
function uniqueVkn(): string {
  const digits = String(Date.now() % 1_000_000_000).padStart(9, '0').split('').map(Number);
  let sum = 0;
  for (let i = 1; i <= 9; i += 1) {
    const t = (digits[i - 1]! + 10 - i) % 10;
    if (t === 0) continue;
    const r = (t * 2 ** (10 - i)) % 9;
    sum += r === 0 ? 9 : r;
  }
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

/** Calls the API from inside the page with the signed-in user's token, as the app does. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('token');
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return response.json();
  }, path);
}

interface Store {
  _id: string;
  alias: string;
  status: string;
  about: string | null;
}
interface Profile {
  addresses: Array<{ addressUUID: string; isDefault: boolean; isStoreAddress: boolean; senderAddress: { name: string; district: string } }>;
}

describe('stores journey in Chromium', () => {
  it('apply as a seller → admin approves → edit the store → add a default sender address', async () => {
    const run = Date.now().toString(36);
    const email = `magaza.${run}@ornek.com.tr`;
    const password = 'Magaza2026';
    const storeName = `Journey Makina ${run}`;
    const alias = `journey-makina-${run}`;
    const seller = await openVisitor(browser);
    const { page } = seller;

    // A new user registers.
    await page.goto('/register');
    await page.getByLabel('Ad soyad').fill('Selin Kaya');
    await page.getByLabel('E-posta adresi').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByLabel('Şifre (tekrar)').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(async () => (await sessionOf(page)).user?.email, email);

    // …and applies through the form, reached from the user menu.
    await chooseFromMenu(page, page.getByRole('button', { name: /Selin Kaya|Hesabım/ }), 'Satıcı Ol');
    await page.waitForURL('**/satici-ol');
    await page.getByLabel('Mağaza adı').fill(storeName);
    await eventually(() => page.getByLabel('Mağaza adresi').inputValue(), alias);
    await page.getByText(`/magaza/${alias} kullanılabilir.`).waitFor();
    await page.getByLabel('Şirket türü').selectOption('limited');
    await page.getByLabel('Vergi kimlik numarası (VKN)').fill(uniqueVkn());
    await page.getByText('Geçerli vergi kimlik numarası (VKN).').waitFor();
    await page.getByLabel('Vergi dairesi').fill('Tuzla');
    await page.getByLabel('IBAN').fill('TR330006100519786457841326');
    await expect(page.getByLabel('IBAN').inputValue()).resolves.toBe('TR33 0006 1005 1978 6457 8413 26');
    await page.getByLabel('İletişim telefonu').fill('0532 444 55 66');
    await page.getByLabel('İl', { exact: true }).selectOption({ label: 'İstanbul' });
    await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Tuzla' });
    await page.getByLabel('Açık adres').fill('Aydınlı Mah. Sanayi Cad. No: 4');
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await page.getByRole('heading', { name: 'Satıcı kaydı oluşturuldu, onay bekleniyor.' }).waitFor();
    const me = (await sessionOf(page)) as { user?: { _id?: string } };
    const pending = await apiGet<Store>(page, `/api/seller/user/${me.user?._id}`);
    expect([pending.alias, pending.status]).toEqual([alias, 'pending']);

    // The admin, in a browser of their own, approves it in the queue.
    const admin = await openVisitor(browser);
    await signIn(admin.page, 'admin@pazaryeri.test', 'Yonetici123');
    await admin.page.goto('/admin/satici-onaylari');
    await admin.page.getByRole('button', { name: `${storeName} başvurusunu onayla` }).click();
    await admin.page.getByText('Satıcı başvurusu onaylandı.').first().waitFor();
    await admin.page.getByRole('button', { name: `${storeName} başvurusunu onayla` }).waitFor({ state: 'detached' });
    const approved = await apiGet<Store>(admin.page, `/api/seller/alias/${alias}`);
    expect(approved.status).toBe('approved');

    // The new seller (now with the seller role) edits the store's about text…
    await page.goto('/seller-panel/seller');
    await page.getByRole('heading', { level: 1, name: 'Mağaza profili' }).waitFor();
    const about = 'Hassas CNC işleme ve kaynaklı imalat; 48 saatte teklif.';
    await page.getByLabel('Mağaza hakkında').fill(about);
    await page.getByRole('button', { name: 'Mağaza Bilgilerini Kaydet' }).click();
    await page.getByText('Mağaza bilgileri başarıyla güncellendi').first().waitFor();
    await eventually(async () => (await apiGet<Store>(page, `/api/seller/alias/${alias}`)).about, about);

    // …adds a sender address and makes it the default.
    await page.getByRole('button', { name: 'Yeni adres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni gönderici adresi' });
    await dialog.getByLabel('Gönderici adı').fill('Journey Depo');
    await dialog.getByLabel('İl', { exact: true }).selectOption({ label: 'Kocaeli' });
    await dialog.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Gebze' });
    await dialog.getByLabel('Adres', { exact: true }).fill('GOSB 1200. Sok. No: 5');
    await dialog.getByRole('button', { name: 'Adresi Ekle' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Satıcı bilgileri ve adresler başarıyla güncellendi').first().waitFor();
    const depotSwitch = page.getByRole('switch', { name: 'Journey Depo: varsayılan gönderici adresi' });
    await expect(depotSwitch.getAttribute('aria-checked')).resolves.toBe('false');
    await depotSwitch.click();
    await eventually(() => depotSwitch.getAttribute('aria-checked'), 'true');
    await eventually(() => page.getByRole('switch', { name: `${storeName}: varsayılan gönderici adresi` }).getAttribute('aria-checked'), 'false');

    const profile = await apiGet<Profile>(page, '/api/seller/profile/me');
    const defaults = profile.addresses.filter((entry) => entry.isDefault);
    expect(defaults.map((entry) => [entry.senderAddress.name, entry.senderAddress.district])).toEqual([['Journey Depo', 'Gebze']]);
    expect(profile.addresses.find((entry) => entry.isStoreAddress)?.isDefault).toBe(false);

    // The public store page shows the new text.
    await page.goto(`/magaza/${alias}`);
    await page.getByText(about).waitFor();

    expect([...seller.problems, ...admin.problems]).toEqual([]);
    await admin.context.close();
    await seller.context.close();
  });
});
