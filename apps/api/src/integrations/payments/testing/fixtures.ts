import { randomUUID } from 'node:crypto';
import type { BasketItem, PaymentCard, PaymentRequest, SubMerchantDetails, SubMerchantType } from '../provider';

/** Check-digit-valid identifiers (INTEGRATIONS.md). */
export const validTckn = '10000000146';
export const validVkn = '1234567890';
export const validIban = 'TR330006100519786457841326';

export function sellerDetails<T extends SubMerchantType = 'LIMITED_OR_JOINT_STOCK_COMPANY'>(
  type: T = 'LIMITED_OR_JOINT_STOCK_COMPANY' as T,
  externalId = `store-${randomUUID()}`,
): Extract<SubMerchantDetails, { type: T }> {
  const common = {
    externalId,
    name: 'Demir Endüstriyel Makina',
    email: 'satici@pazaryeri.test',
    gsmNumber: '+905321234567',
    address: 'Organize Sanayi Bölgesi 3. Cadde No: 12, Nilüfer, Bursa',
    iban: validIban,
  };
  const byType: { [K in SubMerchantType]: Extract<SubMerchantDetails, { type: K }> } = {
    PERSONAL: { ...common, type: 'PERSONAL', contactName: 'Ayşe', contactSurname: 'Demir', identityNumber: validTckn },
    PRIVATE_COMPANY: { ...common, type: 'PRIVATE_COMPANY', taxOffice: 'Nilüfer', legalCompanyTitle: 'Ayşe Demir Makina', identityNumber: validTckn },
    LIMITED_OR_JOINT_STOCK_COMPANY: {
      ...common,
      type: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      taxOffice: 'Nilüfer',
      legalCompanyTitle: 'Demir Endüstriyel Makina Ltd. Şti.',
      taxNumber: validVkn,
    },
  };
  return byType[type] as Extract<SubMerchantDetails, { type: T }>;
}

export const card = (number: string, overrides: Partial<PaymentCard> = {}): PaymentCard => ({
  holderName: 'Ali Yılmaz',
  number,
  expireMonth: '12',
  expireYear: '2030',
  cvc: '123',
  ...overrides,
});

export function basketItem(subMerchantKey: string, price: number, subMerchantPrice: number, id = `line-${randomUUID().slice(0, 8)}`): BasketItem {
  return { id, name: 'Hidrolik pres contası', category1: 'Makine Yedek Parça', itemType: 'PHYSICAL', price, subMerchantKey, subMerchantPrice };
}

/** A payment for the given lines; price is their sum unless overridden. */
export function paymentRequest(cardNumber: string, items: BasketItem[], overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const address = { contactName: 'Ali Yılmaz', city: 'İstanbul', country: 'Türkiye', address: 'Kozyatağı Mah. Değirmen Sok. No: 4, Kadıköy', zipCode: '34742' };
  return {
    conversationId: `checkout-${randomUUID()}`,
    basketId: `basket-${randomUUID().slice(0, 8)}`,
    price: items.reduce((sum, item) => sum + item.price, 0),
    card: card(cardNumber),
    buyer: {
      id: 'buyer-1',
      name: 'Ali',
      surname: 'Yılmaz',
      email: 'alici@pazaryeri.test',
      identityNumber: validTckn,
      gsmNumber: '+905551112233',
      registrationAddress: address.address,
      city: 'İstanbul',
      country: 'Türkiye',
      ip: '85.34.78.112',
    },
    billingAddress: address,
    shippingAddress: address,
    items,
    ...overrides,
  };
}

const decodeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] as string);

const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], decodeHtml(match[2])]));

/** The form a page's inline script submits on load (iyzico's 3DS page), with its hidden fields; null when there is none. */
export function autoSubmitForm(html: string) {
  const submitted = /document\.getElementById\(["']([^"']+)["']\)\.submit\(\)/.exec(html)?.[1];
  if (!submitted) return null;
  for (const [, tag, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const form = attributes(tag);
    if (form.id !== submitted) continue;
    const inputs = [...inner.matchAll(/<input\b[^>]*>/g)].map(([input]) => attributes(input)).filter((field) => field.name);
    const fields = Object.fromEntries(inputs.map((field) => [field.name, field.value ?? '']));
    return { action: form.action, method: form.method, fields };
  }
  return null;
}

/**
 * The bank page behind a 3DS initialize's htmlContent, as a browser reaches it: iyzico's page
 * auto-submits a form to its ACS, which answers the bank page (posted here, form-urlencoded, no
 * credentials); the sandbox's htmlContent is the bank page itself.
 */
export async function openBankPage(html: string): Promise<string> {
  const form = autoSubmitForm(html);
  if (!form) return html;
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields),
  });
  if (!response.ok) throw new Error(`the ACS answered ${response.status}`);
  return response.text();
}

/** The hidden fields of the bank page's form whose button says `label` (Onayla / Reddet), as a browser posts them. */
export function bankPageForm(html: string, label: 'Onayla' | 'Reddet') {
  const forms = [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => match[2].includes(`>${label}</button>`));
  if (!form) throw new Error(`no ${label} form on the bank page`);
  const fields = Object.fromEntries([...form[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], decodeHtml(match[2])]));
  return { action: decodeHtml(form[1]), fields };
}
