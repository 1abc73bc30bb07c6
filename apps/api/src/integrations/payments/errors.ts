import type { PaymentFailure } from './provider';

type ErrorTemplate = Omit<PaymentFailure, 'ok'>;

const template = (errorCode: string, errorGroup: string, errorMessage: string): ErrorTemplate => ({
  errorCode,
  errorGroup,
  errorMessage,
});

/**
 * Lost, stolen and fraud-suspect cards get the bank's plain refusal: iyzico advises telling the
 * customer nothing more and sending them to their bank.
 */
const refusedByBank = 'İşlem bankanız tarafından onaylanmadı. Lütfen bankanızla görüşün.';

/** Card answers, with iyzico's bank error codes and groups, and the sentence the buyer reads. */
export const cardErrors = {
  insufficientFunds: template('10051', 'NOT_SUFFICIENT_FUNDS', 'Kartınızın bakiyesi yetersiz.'),
  doNotHonour: template('10005', 'DO_NOT_HONOUR', refusedByBank),
  invalidTransaction: template('10012', 'INVALID_TRANSACTION', refusedByBank),
  fraudSuspect: template('10034', 'FRAUD_SUSPECT', refusedByBank),
  lostCard: template('10041', 'LOST_CARD', refusedByBank),
  stolenCard: template('10043', 'STOLEN_CARD', refusedByBank),
  expiredCard: template('10054', 'EXPIRED_CARD', 'Kartınızın süresi dolmuş.'),
  invalidCvc: template('10084', 'INVALID_CVC2', 'Kartınızın güvenlik kodu (CVC) hatalı.'),
  generalError: template('10204', 'UNKNOWN', 'Ödeme sırasında bankada bir hata oluştu. Lütfen tekrar deneyin.'),
  invalidCardNumber: template('10215', 'INVALID_CARD_NUMBER', 'Kart numarası geçersiz.'),
  /** The code iyzico answers for this test card is not verified; the group is ours. */
  threeDSInitializeFailed: template('10214', 'THREEDS_INITIALIZE_FAILED', '3D Secure doğrulaması başlatılamadı. Lütfen başka bir kart deneyin.'),
} as const;

/** iyzico's other card groups a live bank may answer, in the words the buyer reads. */
const cardGroupMessages: Record<string, string> = {
  NOT_PERMITTED_TO_CARDHOLDER: 'Kartınız bu işleme kapalı. Lütfen bankanızla görüşün.',
  NOT_PERMITTED_TO_TERMINAL: 'Kartınız bu işleme kapalı. Lütfen bankanızla görüşün.',
  RESTRICTED_BY_LAW: 'Kartınız internet alışverişine kapalı. Lütfen bankanızla görüşün.',
  CARD_NOT_PERMITTED: 'Kartınız bu işleme kapalı. Lütfen bankanızla görüşün.',
  INVALID_CVC2_LENGTH: 'Kartınızın güvenlik kodu (CVC) hatalı.',
  REFER_TO_CARD_ISSUER: refusedByBank,
  BLOCKED_CARD: refusedByBank,
  PICKUP_CARD: refusedByBank,
};

/**
 * Our sandbox's answers to iyzico's business rules. 5062 is iyzico's basket-sum code; the other
 * codes are the sandbox's own (iyzico's real codes for them are not verified): branch on groups.
 */
export const providerErrors = {
  invalidSignature: template('1000', 'INVALID_SIGNATURE', 'Ödeme sağlayıcısı isteği doğrulayamadı.'),
  invalidRequest: template('5001', 'INVALID_REQUEST', 'Ödeme bilgileri eksik ya da hatalı.'),
  invalidRefundAmount: template('5001', 'INVALID_REQUEST', 'İade tutarı kuruş cinsinden pozitif bir tam sayı olmalı.'),
  basketPriceMismatch: template('5062', 'BASKET_PRICE_MISMATCH', 'Sepetteki ürünlerin toplamı ödeme tutarına eşit değil.'),
  invalidSubMerchantPrice: template('5063', 'INVALID_SUBMERCHANT_PRICE', 'Satıcı payı, ürün tutarından büyük ya da sıfır olamaz.'),
  invalidItemPrice: template('5064', 'INVALID_BASKET_ITEM_PRICE', 'Sepetteki her ürünün tutarı sıfırdan büyük olmalı.'),
  subMerchantNotFound: template('2001', 'SUBMERCHANT_NOT_FOUND', 'Satıcının ödeme hesabı bulunamadı.'),
  subMerchantExists: template('2002', 'SUBMERCHANT_EXISTS', 'Bu satıcı için ödeme hesabı zaten var.'),
  invalidSubMerchant: template('2003', 'INVALID_SUBMERCHANT', 'Satıcının ödeme hesabı bilgileri hatalı.'),
  paymentNotFound: template('5100', 'PAYMENT_NOT_FOUND', 'Ödeme bulunamadı.'),
  itemNotFound: template('5101', 'ITEM_NOT_FOUND', 'Ödeme kalemi bulunamadı.'),
  alreadyPaid: template('5102', 'ALREADY_PAID', 'Bu sipariş için ödeme zaten alınmış.'),
  idempotencyConflict: template('5103', 'IDEMPOTENCY_CONFLICT', 'Bu ödeme numarası farklı bir sepetle kullanılmış.'),
  threeDSNotVerified: template('5110', 'THREEDS_NOT_VERIFIED', '3D Secure doğrulaması tamamlanmadı. Ödeme alınmadı.'),
  threeDSInvalid: template('5111', 'THREEDS_INVALID', '3D Secure doğrulaması geçersiz. Ödeme alınmadı.'),
  notRefundable: template('5120', 'NOT_REFUNDABLE', 'Bu kartla yapılan ödeme iade ya da iptal edilemiyor.'),
  paymentCancelled: template('5121', 'PAYMENT_CANCELLED', 'Bu ödeme iptal edilmiş.'),
  cancelNotAllowed: template('5122', 'CANCEL_NOT_ALLOWED', 'Ödeme yalnızca alındığı gün ve hiçbir kalemi onaylanmamış ya da iade edilmemişse iptal edilebilir.'),
  itemApproved: template('5123', 'ITEM_APPROVED', 'Onaylanmış kalem iade edilemez; önce onayı geri alın.'),
  itemPaidOut: template('5124', 'ITEM_PAID_OUT', 'Bu kalemin ödemesi satıcıya aktarılmış.'),
  itemRefunded: template('5125', 'ITEM_REFUNDED', 'Bu kalem tamamen iade edilmiş.'),
  refundExceedsAmount: template('5126', 'REFUND_EXCEEDS_AMOUNT', 'İade tutarı, kalemin iade edilebilir tutarını aşıyor.'),
  refundPeriodExpired: template('5127', 'REFUND_PERIOD_EXPIRED', 'İade süresi (365 gün) dolmuş.'),
} as const;

/** Faults between us and the provider; the codes are ours, never the provider's. */
export const transportErrors = {
  network: template('NETWORK_ERROR', 'PROVIDER_UNAVAILABLE', 'Ödeme sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.'),
  timeout: template('TIMEOUT', 'PROVIDER_UNAVAILABLE', 'Ödeme sağlayıcısı zamanında yanıt vermedi. Lütfen siparişinizin durumunu kontrol edin.'),
  invalidResponse: template('INVALID_RESPONSE', 'PROVIDER_ERROR', 'Ödeme sağlayıcısından anlaşılamayan bir yanıt geldi.'),
  signatureMismatch: template('RESPONSE_SIGNATURE_MISMATCH', 'PROVIDER_ERROR', 'Ödeme sağlayıcısının yanıtı doğrulanamadı.'),
} as const;

const cardMessagesByGroup = new Map<string, string>([
  ...Object.values(cardErrors).map((error) => [error.errorGroup, error.errorMessage] as const),
  ...Object.entries(cardGroupMessages),
]);

export const failure = (error: ErrorTemplate, errorMessage = error.errorMessage): PaymentFailure => ({
  ok: false,
  ...error,
  errorMessage,
});

/**
 * A failure as the provider sent it, made fit to show: card groups get our Turkish sentence, any
 * other message keeps the provider's words with card numbers masked.
 */
export function failureFromProvider(envelope: { errorCode?: unknown; errorGroup?: unknown; errorMessage?: unknown }): PaymentFailure {
  const errorCode = String(envelope.errorCode ?? 'UNKNOWN');
  const errorGroup = String(envelope.errorGroup ?? 'UNKNOWN');
  const known = cardMessagesByGroup.get(errorGroup);
  const message = typeof envelope.errorMessage === 'string' && envelope.errorMessage ? redactCardNumbers(envelope.errorMessage) : null;
  return { ok: false, errorCode, errorGroup, errorMessage: known ?? message ?? 'Ödeme sağlayıcısı işlemi reddetti.' };
}

/** First 6 and last 4 digits, the rest starred: what PCI DSS allows to be shown or kept. */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** Masks anything in `text` that looks like a card number (12–19 digits, spaces or dashes between). */
export function redactCardNumbers(text: string): string {
  return text.replace(/\d(?:[ -]?\d){11,18}/g, (match) => maskCardNumber(match));
}
