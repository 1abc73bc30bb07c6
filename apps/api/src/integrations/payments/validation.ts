import { type CompanyType, isValidTckn, isValidTrIban, isValidVkn, normalizeTurkishMobile } from '@pazaryeri/contract';
import { failure, providerErrors } from './errors';
import type { PaymentFailure, PaymentRequest, SubMerchantDetails, SubMerchantType } from './provider';

/**
 * The spec's company types on iyzico's sub-merchant types: a private person sells as PERSONAL, a
 * sole proprietorship (şahıs şirketi) as PRIVATE_COMPANY, limited and anonim şirketler as
 * LIMITED_OR_JOINT_STOCK_COMPANY.
 */
export function subMerchantTypeFor(companyType: CompanyType): SubMerchantType {
  if (companyType === 'individual') return 'PERSONAL';
  if (companyType === 'person') return 'PRIVATE_COMPANY';
  return 'LIMITED_OR_JOINT_STOCK_COMPANY';
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Checked on our side before any call: iyzico's sandbox accepts TCKNs that fail the checksum
 * (its own samples do), so it would let through a seller the live system refuses.
 */
export function checkSubMerchant(details: SubMerchantDetails): PaymentFailure | null {
  const invalid = (what: string) => failure(providerErrors.invalidSubMerchant, `Satıcının ödeme hesabı bilgileri hatalı: ${what}.`);
  const common = ['externalId', 'name', 'email', 'address'] as const;
  if (common.some((key) => blank(details[key]))) return invalid('eksik alan');
  if (normalizeTurkishMobile(details.gsmNumber) !== details.gsmNumber) return invalid('cep telefonu +905XXXXXXXXX olmalı');
  if (!isValidTrIban(details.iban) || /\s/.test(details.iban)) return invalid('IBAN geçersiz');
  switch (details.type) {
    case 'PERSONAL':
      if (blank(details.contactName) || blank(details.contactSurname)) return invalid('yetkili adı ve soyadı gerekli');
      return isValidTckn(details.identityNumber) ? null : invalid('T.C. kimlik numarası geçersiz');
    case 'PRIVATE_COMPANY':
      if (blank(details.taxOffice) || blank(details.legalCompanyTitle)) return invalid('vergi dairesi ve ticari unvan gerekli');
      return isValidTckn(details.identityNumber) ? null : invalid('T.C. kimlik numarası geçersiz');
    case 'LIMITED_OR_JOINT_STOCK_COMPANY':
      if (blank(details.taxOffice) || blank(details.legalCompanyTitle)) return invalid('vergi dairesi ve ticari unvan gerekli');
      return isValidVkn(details.taxNumber) ? null : invalid('vergi kimlik numarası geçersiz');
    default:
      return invalid('alt üye işyeri türü');
  }
}

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The shape our side guarantees before a payment leaves: whole kuruş, the ids and the card's
 * fields present. Business rules (the basket sum, known sub-merchants) are the provider's to
 * enforce, and it does.
 */
export function checkPaymentRequest(request: PaymentRequest): PaymentFailure | null {
  const invalid = (what: string) => failure(providerErrors.invalidRequest, `Ödeme bilgileri hatalı: ${what}.`);
  if (blank(request.conversationId) || blank(request.basketId)) return invalid('ödeme ve sepet numarası gerekli');
  if (!isAmount(request.price) || request.price === 0) return invalid('tutar kuruş cinsinden pozitif bir tam sayı olmalı');
  if (request.paidPrice !== undefined && (!isAmount(request.paidPrice) || request.paidPrice === 0)) return invalid('çekilecek tutar');
  if (request.installment !== undefined && (!Number.isInteger(request.installment) || request.installment < 1)) return invalid('taksit');
  if (!Array.isArray(request.items) || request.items.length === 0) return invalid('sepet boş');
  for (const item of request.items) {
    if (blank(item.id) || blank(item.name) || blank(item.category1) || blank(item.subMerchantKey)) return invalid('sepet kalemi eksik');
    if (!isAmount(item.price) || !isAmount(item.subMerchantPrice)) return invalid('kalem tutarı kuruş cinsinden tam sayı olmalı');
  }
  const { card } = request;
  if (!card || [card.holderName, card.number, card.expireMonth, card.expireYear, card.cvc].some(blank)) return invalid('kart bilgileri eksik');
  if (!request.buyer || blank(request.buyer.id) || blank(request.buyer.ip)) return invalid('alıcı bilgileri eksik');
  if (!request.billingAddress) return invalid('fatura adresi eksik');
  return null;
}
