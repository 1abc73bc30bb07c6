import { escapeHtml } from '../../lib/html';
import { failure, providerErrors } from './errors';
import type { PaymentFailure, ThreeDSCompleteRequest } from './provider';

/** iyzico's mdStatus values other than '1' (verified), as the buyer reads them. */
const mdStatusMessages: Record<string, string> = {
  '0': '3D Secure doğrulaması başarısız oldu ya da iptal edildi. Ödeme alınmadı.',
  '2': 'Kartınız ya da bankanız 3D Secure sistemine kayıtlı değil. Ödeme alınmadı.',
  '3': 'Kartınızın bankası 3D Secure sistemine kayıtlı değil. Ödeme alınmadı.',
  '4': 'Kartınız 3D Secure doğrulamasına kayıtlı değil. Lütfen bankanızla görüşün.',
  '5': '3D Secure doğrulaması şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.',
  '6': '3D Secure doğrulamasında bir hata oluştu. Ödeme alınmadı.',
  '7': '3D Secure doğrulamasında sistem hatası oluştu. Ödeme alınmadı.',
  '8': 'Kart numarası bankada bulunamadı. Ödeme alınmadı.',
};

/** Null when the bank verified the buyer (mdStatus '1'); the failure to answer otherwise. */
export function threeDSFailure(mdStatus: string): PaymentFailure | null {
  if (mdStatus === '1') return null;
  return failure(providerErrors.threeDSNotVerified, mdStatusMessages[mdStatus] ?? providerErrors.threeDSNotVerified.errorMessage);
}

/**
 * The form fields the bank page posts to the callback URL (status, paymentId, conversationData,
 * conversationId, mdStatus), as a completion request; null when it is not such a post.
 */
export function readThreeDSCallback(body: unknown): ThreeDSCompleteRequest | null {
  if (!body || typeof body !== 'object') return null;
  const field = (name: string) => {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const paymentId = field('paymentId');
  if (!paymentId) return null;
  return {
    paymentId,
    conversationData: field('conversationData'),
    conversationId: field('conversationId'),
    // iyzico posts status=failure without an mdStatus when it refused before the bank.
    mdStatus: field('mdStatus') ?? (field('status') === 'success' ? '1' : '0'),
  };
}


export interface BankPageOptions {
  callbackUrl: string;
  paymentId: string;
  conversationId: string;
  /** What Onayla and Reddet post as conversationData: the sandbox knows which button was pressed. */
  approveData: string;
  rejectData: string;
  /** e.g. '1.234,50 TL' */
  amountText: string;
  /** Masked: first 6 and last 4 digits. */
  maskedCard: string;
}

/**
 * The sandbox bank's 3D Secure page: no script, two forms posting to the callback URL what the
 * real bank page makes iyzico post. A browser or a test presses Onayla (mdStatus 1) or Reddet (0).
 */
export function renderBankPage(options: BankPageOptions): string {
  const form = (label: string, status: 'success' | 'failure', mdStatus: string, data: string) => `
    <form method="post" action="${escapeHtml(options.callbackUrl)}">
      <input type="hidden" name="status" value="${status}">
      <input type="hidden" name="paymentId" value="${escapeHtml(options.paymentId)}">
      <input type="hidden" name="conversationId" value="${escapeHtml(options.conversationId)}">
      <input type="hidden" name="conversationData" value="${escapeHtml(data)}">
      <input type="hidden" name="mdStatus" value="${mdStatus}">
      <button type="submit">${label}</button>
    </form>`;
  return `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>3D Secure Doğrulama</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
  <h1>3D Secure Doğrulama</h1>
  <p>Test bankası (sandbox). Gerçek bir ödeme alınmaz.</p>
  <dl><dt>Kart</dt><dd>${escapeHtml(options.maskedCard)}</dd><dt>Tutar</dt><dd>${escapeHtml(options.amountText)}</dd></dl>
  <div style="display: flex; gap: 1rem">${form('Onayla', 'success', '1', options.approveData)}${form('Reddet', 'failure', '0', options.rejectData)}
  </div>
</body>
</html>`;
}
