import type { ItemDecision, Payment, PaymentRequest, SubMerchantDetails, SubMerchantType } from '../provider';

type Json = Record<string, unknown>;

/**
 * The fake iyzico's reading and writing of iyzico's JSON. Its decimal parsing is its own, not
 * the adapter's, so a conversion bug on one side shows up against the other.
 */
function kurus(value: unknown): number | null {
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(typeof value === 'number' ? value.toFixed(2) : String(value ?? ''));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function subMerchant(body: Json): SubMerchantDetails | null {
  const common = {
    externalId: text(body.subMerchantExternalId),
    name: text(body.name),
    email: text(body.email),
    gsmNumber: text(body.gsmNumber),
    address: text(body.address),
    iban: text(body.iban),
  };
  if (Object.values(common).some((value) => value === null) || (body.currency ?? 'TRY') !== 'TRY') return null;
  const base = common as { [K in keyof typeof common]: string };
  // iyzico checks presence only; the TCKN/VKN check digits are ours, before the call.
  switch (body.subMerchantType as SubMerchantType) {
    case 'PERSONAL': {
      const [contactName, contactSurname, identityNumber] = [text(body.contactName), text(body.contactSurname), text(body.identityNumber)];
      return contactName && contactSurname && identityNumber ? { ...base, type: 'PERSONAL', contactName, contactSurname, identityNumber } : null;
    }
    case 'PRIVATE_COMPANY': {
      const [taxOffice, legalCompanyTitle, identityNumber] = [text(body.taxOffice), text(body.legalCompanyTitle), text(body.identityNumber)];
      return taxOffice && legalCompanyTitle && identityNumber ? { ...base, type: 'PRIVATE_COMPANY', taxOffice, legalCompanyTitle, identityNumber } : null;
    }
    case 'LIMITED_OR_JOINT_STOCK_COMPANY': {
      const [taxOffice, legalCompanyTitle, taxNumber] = [text(body.taxOffice), text(body.legalCompanyTitle), text(body.taxNumber)];
      return taxOffice && legalCompanyTitle && taxNumber ? { ...base, type: 'LIMITED_OR_JOINT_STOCK_COMPANY', taxOffice, legalCompanyTitle, taxNumber } : null;
    }
    default:
      return null;
  }
}

function subMerchantJson(record: SubMerchantDetails & { subMerchantKey: string }): Json {
  const { externalId, type, ...fields } = record as SubMerchantDetails & { subMerchantKey: string; createdAt?: string };
  delete (fields as { createdAt?: string }).createdAt;
  return { ...fields, subMerchantExternalId: externalId, subMerchantType: type };
}

/** iyzico's payment request → ours; null when a required part is missing or a price unreadable. */
function payment(body: Json): PaymentRequest | null {
  const card = body.paymentCard as Json | undefined;
  const buyer = body.buyer as Json | undefined;
  const price = kurus(body.price);
  const paidPrice = kurus(body.paidPrice);
  const rows = Array.isArray(body.basketItems) ? (body.basketItems as Json[]) : [];
  if (!card || !buyer || !body.billingAddress || price === null || paidPrice === null || rows.length === 0) return null;
  if ((body.currency ?? 'TRY') !== 'TRY' || !text(body.conversationId) || !text(body.basketId)) return null;
  const items = rows.map((row) => ({
    id: String(row.id ?? ''),
    name: String(row.name ?? ''),
    category1: String(row.category1 ?? ''),
    category2: row.category2 as string | undefined,
    itemType: row.itemType === 'VIRTUAL' ? ('VIRTUAL' as const) : ('PHYSICAL' as const),
    price: kurus(row.price),
    subMerchantKey: String(row.subMerchantKey ?? ''),
    subMerchantPrice: kurus(row.subMerchantPrice),
  }));
  if (items.some((item) => item.price === null || item.subMerchantPrice === null || !item.id)) return null;
  return {
    conversationId: String(body.conversationId),
    basketId: String(body.basketId),
    price,
    paidPrice,
    installment: Number(body.installment ?? 1),
    card: {
      holderName: String(card.cardHolderName ?? ''),
      number: String(card.cardNumber ?? ''),
      expireMonth: String(card.expireMonth ?? ''),
      expireYear: String(card.expireYear ?? ''),
      cvc: String(card.cvc ?? ''),
    },
    buyer: buyer as unknown as PaymentRequest['buyer'],
    billingAddress: body.billingAddress as PaymentRequest['billingAddress'],
    shippingAddress: body.shippingAddress as PaymentRequest['shippingAddress'],
    items: items as PaymentRequest['items'],
  };
}

/** Our payment → iyzico's answer body, prices as JSON numbers the way iyzico sends them. */
function paymentJson(payment: Payment): Json {
  return {
    price: payment.price / 100,
    paidPrice: payment.paidPrice / 100,
    installment: payment.installment,
    paymentId: payment.paymentId,
    fraudStatus: 1,
    basketId: payment.basketId,
    currency: payment.currency,
    binNumber: payment.card.binNumber,
    lastFourDigits: payment.card.lastFourDigits,
    paymentStatus: 'SUCCESS',
    phase: 'AUTH',
    authCode: '000000',
    itemTransactions: payment.items.map((item) => ({
      itemId: item.itemId,
      paymentTransactionId: item.paymentTransactionId,
      price: item.price / 100,
      paidPrice: item.paidPrice / 100,
      subMerchantKey: item.subMerchantKey,
      subMerchantPrice: item.subMerchantPrice / 100,
    })),
  };
}

const decisionJson = (decision: ItemDecision): Json => ({ paymentId: decision.paymentId, paymentTransactionId: decision.paymentTransactionId });

export const fakeRequests = { kurus, subMerchant, subMerchantJson, payment, paymentJson, decisionJson };
