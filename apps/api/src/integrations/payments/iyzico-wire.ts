import { failure, transportErrors } from './errors';
import { decimalToKurus, kurusToDecimal } from './money';
import type { Envelope } from './iyzico-client';
import type { Payment, PaymentFailure, PaymentRequest, Payout, SubMerchantDetails } from './provider';

/** Our payment request as iyzico's JSON: prices as decimal strings ("123.45"), exact. */
export function paymentBody(request: PaymentRequest): Envelope {
  const { card, buyer } = request;
  return {
    conversationId: request.conversationId,
    price: kurusToDecimal(request.price),
    paidPrice: kurusToDecimal(request.paidPrice ?? request.price),
    currency: request.currency ?? 'TRY',
    installment: request.installment ?? 1,
    basketId: request.basketId,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    paymentCard: {
      cardHolderName: card.holderName,
      cardNumber: card.number.replace(/[\s-]/g, ''),
      expireMonth: card.expireMonth,
      expireYear: card.expireYear,
      cvc: card.cvc,
      registerCard: 0,
    },
    buyer: {
      id: buyer.id,
      name: buyer.name,
      surname: buyer.surname,
      gsmNumber: buyer.gsmNumber,
      email: buyer.email,
      identityNumber: buyer.identityNumber,
      registrationAddress: buyer.registrationAddress,
      ip: buyer.ip,
      city: buyer.city,
      country: buyer.country,
      zipCode: buyer.zipCode,
    },
    shippingAddress: request.shippingAddress,
    billingAddress: request.billingAddress,
    basketItems: request.items.map((item) => ({
      id: item.id,
      name: item.name,
      category1: item.category1,
      category2: item.category2,
      itemType: item.itemType,
      price: kurusToDecimal(item.price),
      subMerchantKey: item.subMerchantKey,
      subMerchantPrice: kurusToDecimal(item.subMerchantPrice),
    })),
  };
}

/** The fields of a sub-merchant that iyzico takes for its type; `create` adds the type and our id. */
export function subMerchantFields(details: SubMerchantDetails): Envelope {
  const common = {
    name: details.name,
    email: details.email,
    gsmNumber: details.gsmNumber,
    address: details.address,
    iban: details.iban,
    currency: details.currency ?? 'TRY',
  };
  switch (details.type) {
    case 'PERSONAL':
      return { ...common, contactName: details.contactName, contactSurname: details.contactSurname, identityNumber: details.identityNumber };
    case 'PRIVATE_COMPANY':
      return { ...common, taxOffice: details.taxOffice, legalCompanyTitle: details.legalCompanyTitle, identityNumber: details.identityNumber };
    case 'LIMITED_OR_JOINT_STOCK_COMPANY':
      return { ...common, taxOffice: details.taxOffice, taxNumber: details.taxNumber, legalCompanyTitle: details.legalCompanyTitle };
  }
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * iyzico's payment (auth, 3DS auth, detail) in our terms. Amounts it cannot read exactly make the
 * whole answer unreadable rather than a guess. The request, when there is one, fills the seller
 * keys a response leaves out.
 */
export function paymentFromBody(body: Envelope, request?: PaymentRequest): ({ ok: true } & Payment) | PaymentFailure {
  const price = decimalToKurus(body.price);
  const paidPrice = decimalToKurus(body.paidPrice);
  const transactions = Array.isArray(body.itemTransactions) ? (body.itemTransactions as Envelope[]) : [];
  const items = transactions.map((transaction) => {
    const itemId = text(transaction.itemId);
    return {
      itemId,
      paymentTransactionId: text(transaction.paymentTransactionId),
      price: decimalToKurus(transaction.price),
      paidPrice: decimalToKurus(transaction.paidPrice),
      subMerchantKey: text(transaction.subMerchantKey) || (request?.items.find((item) => item.id === itemId)?.subMerchantKey ?? ''),
      subMerchantPrice: decimalToKurus(transaction.subMerchantPrice),
    };
  });
  const amounts = [price, paidPrice, ...items.flatMap((item) => [item.price, item.paidPrice, item.subMerchantPrice])];
  if (!body.paymentId || transactions.length === 0 || amounts.some((amount) => amount === null)) return failure(transportErrors.invalidResponse);
  return {
    ok: true,
    paymentId: text(body.paymentId),
    conversationId: text(body.conversationId),
    basketId: text(body.basketId),
    price: price as number,
    paidPrice: paidPrice as number,
    currency: 'TRY',
    installment: Number(body.installment ?? 1),
    card: { binNumber: text(body.binNumber), lastFourDigits: text(body.lastFourDigits) },
    items: items.map((item) => ({ ...item, price: item.price as number, paidPrice: item.paidPrice as number, subMerchantPrice: item.subMerchantPrice as number })),
  };
}

export function payoutsFromBody(body: Envelope): { ok: true; payouts: Payout[] } | PaymentFailure {
  const rows = Array.isArray(body.payoutCompletedTransactions) ? (body.payoutCompletedTransactions as Envelope[]) : [];
  const payouts: Payout[] = [];
  for (const row of rows) {
    const amount = decimalToKurus(row.payoutAmount);
    if (amount === null) return failure(transportErrors.invalidResponse);
    payouts.push({
      paymentTransactionId: text(row.paymentTransactionId),
      payoutType: row.payoutType === 'MERCHANT' ? 'MERCHANT' : 'SUB_MERCHANT',
      subMerchantKey: row.subMerchantKey ? text(row.subMerchantKey) : null,
      amount,
      currency: 'TRY',
    });
  }
  return { ok: true, payouts };
}
