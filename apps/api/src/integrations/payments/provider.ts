/**
 * The payment provider in our own terms: money is integer kuruş, results are values (never a
 * throw), card data passes through and is never kept. `sandbox.ts` and `iyzico.ts` implement it.
 */

/** An amount in kuruş (1 TL = 100 kuruş), always a safe integer. */
export type Kurus = number;
export type Currency = 'TRY';

export interface PaymentFailure {
  ok: false;
  /** The provider's code ('10051', '5062', …) or ours for transport faults ('NETWORK_ERROR', …). */
  errorCode: string;
  /** Turkish, safe to show: for card errors the sentence the buyer reads. Never holds a card number. */
  errorMessage: string;
  /** Stable group to branch on ('NOT_SUFFICIENT_FUNDS', 'BASKET_PRICE_MISMATCH', …); see errors.ts. */
  errorGroup: string;
}

export type PaymentResult<T> = ({ ok: true } & T) | PaymentFailure;

/** Something pino-like. Only ids, codes and masked card numbers are ever passed to it. */
export interface PaymentLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
}

export type SubMerchantType = 'PERSONAL' | 'PRIVATE_COMPANY' | 'LIMITED_OR_JOINT_STOCK_COMPANY';

interface SubMerchantCommon {
  /** Our id for the seller (the store id); one sub-merchant per external id. */
  externalId: string;
  name: string;
  email: string;
  /** +905XXXXXXXXX */
  gsmNumber: string;
  address: string;
  /** TR IBAN, no spaces. */
  iban: string;
  currency?: Currency;
}

/** A seller as iyzico knows it; which fields are required depends on the type. */
export type SubMerchantDetails =
  | (SubMerchantCommon & {
      type: 'PERSONAL';
      contactName: string;
      contactSurname: string;
      /** TCKN */
      identityNumber: string;
    })
  | (SubMerchantCommon & {
      type: 'PRIVATE_COMPANY';
      taxOffice: string;
      legalCompanyTitle: string;
      /** The owner's TCKN: a şahıs şirketi is taxed on it. */
      identityNumber: string;
    })
  | (SubMerchantCommon & {
      type: 'LIMITED_OR_JOINT_STOCK_COMPANY';
      taxOffice: string;
      legalCompanyTitle: string;
      /** VKN */
      taxNumber: string;
    });

export type UpdateSubMerchantRequest = SubMerchantDetails & { subMerchantKey: string };

/** Passed through to the provider only; never stored, never logged (see errors.ts maskCardNumber). */
export interface PaymentCard {
  holderName: string;
  number: string;
  /** '01'–'12' */
  expireMonth: string;
  /** '2030' or '30' */
  expireYear: string;
  cvc: string;
}

export interface Buyer {
  id: string;
  name: string;
  surname: string;
  email: string;
  identityNumber: string;
  gsmNumber?: string;
  registrationAddress: string;
  city: string;
  country: string;
  zipCode?: string;
  ip: string;
}

export interface PostalAddress {
  contactName: string;
  city: string;
  country: string;
  address: string;
  zipCode?: string;
}

export interface BasketItem {
  /** Our line id (order item id); comes back as `itemId` on the transaction. */
  id: string;
  name: string;
  category1: string;
  category2?: string;
  itemType: 'PHYSICAL' | 'VIRTUAL';
  price: Kurus;
  subMerchantKey: string;
  /** What the seller receives for this line: price minus the platform's commission (commission.ts). */
  subMerchantPrice: Kurus;
}

export interface PaymentRequest {
  /** The idempotency key: one per checkout attempt. Paying it again returns the first payment. */
  conversationId: string;
  basketId: string;
  /** Must equal the sum of the items' prices. */
  price: Kurus;
  /** What the card is charged; defaults to `price`. */
  paidPrice?: Kurus;
  currency?: Currency;
  installment?: number;
  card: PaymentCard;
  buyer: Buyer;
  billingAddress: PostalAddress;
  shippingAddress?: PostalAddress;
  items: BasketItem[];
}

export interface PaymentItem {
  itemId: string;
  /** The handle for approving, disapproving and refunding this line. */
  paymentTransactionId: string;
  price: Kurus;
  paidPrice: Kurus;
  subMerchantKey: string;
  subMerchantPrice: Kurus;
}

export interface Payment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  price: Kurus;
  paidPrice: Kurus;
  currency: Currency;
  installment: number;
  /** What may be kept and shown: the BIN (first 6) and the last 4 digits. */
  card: { binNumber: string; lastFourDigits: string };
  items: PaymentItem[];
}

export interface ThreeDSInitializeRequest extends PaymentRequest {
  /** Where the bank page posts status, paymentId, conversationData, conversationId and mdStatus. */
  callbackUrl: string;
}

export interface ThreeDSInitialized {
  paymentId: string;
  /** The bank's page as HTML (already base64-decoded), to show the buyer as a whole document. */
  htmlContent: string;
}

/** What the callback carried; `mdStatus` '1' means the bank verified the buyer. */
export interface ThreeDSCompleteRequest {
  paymentId: string;
  conversationData?: string;
  conversationId?: string;
  mdStatus: string;
}

/** By paymentId (add the conversationId if known: iyzico echoes the one asked with) or by conversationId. */
export type RetrievePaymentRequest = { paymentId: string; conversationId?: string } | { conversationId: string };

export interface ItemRequest {
  paymentTransactionId: string;
  conversationId?: string;
}

export interface ItemDecision {
  paymentId: string;
  paymentTransactionId: string;
}

export interface RefundItemRequest {
  paymentTransactionId: string;
  /** Part or all of the line's paid price not refunded yet. */
  amount: Kurus;
  /** The IP of whoever asked for it (buyer or admin), as iyzico requires. */
  ip: string;
  conversationId?: string;
  reason?: 'DOUBLE_PAYMENT' | 'BUYER_REQUEST' | 'FRAUD' | 'OTHER';
  description?: string;
}

export interface Refund {
  paymentId: string;
  paymentTransactionId: string;
  amount: Kurus;
}

export interface CancelPaymentRequest {
  paymentId: string;
  ip: string;
  conversationId?: string;
  reason?: 'DOUBLE_PAYMENT' | 'BUYER_REQUEST' | 'FRAUD' | 'OTHER';
  description?: string;
}

export interface Cancellation {
  paymentId: string;
  amount: Kurus;
}

export interface Payout {
  paymentTransactionId: string;
  /** SUB_MERCHANT: the seller's share; MERCHANT: the platform's. */
  payoutType: 'SUB_MERCHANT' | 'MERCHANT';
  subMerchantKey: string | null;
  amount: Kurus;
  currency: Currency;
}

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'iyzico';
  /** Idempotent by `externalId`: creating the same seller again answers the existing key. */
  createSubMerchant(details: SubMerchantDetails): Promise<PaymentResult<{ subMerchantKey: string }>>;
  updateSubMerchant(request: UpdateSubMerchantRequest): Promise<PaymentResult<{ subMerchantKey: string }>>;
  /** Non-3DS authorisation. */
  pay(request: PaymentRequest): Promise<PaymentResult<Payment>>;
  initializeThreeDS(request: ThreeDSInitializeRequest): Promise<PaymentResult<ThreeDSInitialized>>;
  /** Repeating the same callback answers the first result; nothing is charged twice. */
  completeThreeDS(request: ThreeDSCompleteRequest): Promise<PaymentResult<Payment>>;
  retrievePayment(request: RetrievePaymentRequest): Promise<PaymentResult<Payment>>;
  /** Releases a line from escrow to the seller's next payout. */
  approveItem(request: ItemRequest): Promise<PaymentResult<ItemDecision>>;
  /** Withdraws an approval that has not been paid out yet. */
  disapproveItem(request: ItemRequest): Promise<PaymentResult<ItemDecision>>;
  refundItem(request: RefundItemRequest): Promise<PaymentResult<Refund>>;
  /** The whole payment, on the day it was made. */
  cancelPayment(request: CancelPaymentRequest): Promise<PaymentResult<Cancellation>>;
  /** What the provider paid out on a day ('YYYY-MM-DD', Istanbul time). */
  listPayouts(request: { date: string }): Promise<PaymentResult<{ payouts: Payout[] }>>;
}
