import { formatMessage } from '@pazaryeri/contract';
import { orderMessages, paymentMessages } from '@pazaryeri/contract/orders/index';
import { isApiError } from '@/lib/api-client';

const fold = (text: string) => text.toLocaleLowerCase('tr-TR');

/** The product a stock refusal names: a cart line whose name it contains, else the quoted name. */
function productOf(message: string, names: string[]): string {
  const folded = fold(message);
  const match = [...names].sort((a, b) => b.length - a.length).find((name) => folded.includes(fold(name)));
  return match ?? /"([^"]+)"/.exec(message)?.[1] ?? 'Seçtiğiniz ürün';
}

/**
 * What the buyer reads when `POST /orders` fails (spec §5, §8): a shortage ('stokta yetersiz')
 * names the product; a refusal the buyer can act on (address, coupon, minimum order) keeps the
 * server's words; anything else is the catalogue's 'Sipariş oluşturulurken bir hata oluştu…'.
 */
export function orderErrorMessage(error: unknown, productNames: string[]): string {
  if (!isApiError(error)) return orderMessages.createFailed;
  if (fold(error.message).includes('stokta yetersiz')) {
    return formatMessage(orderMessages.stockShortClient, { product: productOf(error.message, productNames) });
  }
  const actionable = typeof error.status === 'number' && error.status >= 400 && error.status < 500 && error.status !== 401;
  return actionable && error.message ? error.message : orderMessages.createFailed;
}

/** The bank's or the provider's reason (already Turkish, 'Ödeme başlatılamadı. …'), else the spec's default. */
export function paymentErrorMessage(error: unknown): string {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500 && error.message) return error.message;
  if (isApiError(error) && error.status === 503 && error.message) return error.message;
  return paymentMessages.failed;
}

/** A refused payment ends its order (payment_failed): the next try needs a new order. */
export function paymentEndedOrder(error: unknown): boolean {
  return isApiError(error) && (error.status === 422 || error.status === 404);
}
