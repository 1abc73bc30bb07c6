import { useRef, useState } from 'react';
import type { OrderLineInput, OrderView } from '@pazaryeri/contract/orders/index';
import { orderErrorMessage, paymentEndedOrder, paymentErrorMessage } from './checkout-errors';
import { useCancelUnpaidOrderMutation, useCreateOrderMutation, usePayOrderMutation, type PaymentCard } from './orders-api';

export interface CheckoutRequest {
  lines: OrderLineInput[];
  addressId: string;
  /** Who to invoice; absent: the buyer's default billing identity, else the delivery address's recipient. */
  billingProfileId?: string | null;
  couponCode?: string;
  card: PaymentCard;
  threeDS: boolean;
  /** The cart's product names, to name the one a stock refusal is about. */
  productNames: string[];
}

export type CheckoutOutcome =
  | { kind: 'paid'; order: OrderView; digitalDelivered: boolean }
  | { kind: 'threeDS'; order: OrderView; pageUrl: string }
  | { kind: 'failed'; stage: 'order' | 'payment'; message: string };

/** A key the server accepts (8–128 of A–Z a–z 0–9 . _ : -); getRandomValues works on plain http too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

interface Attempt {
  key: string;
  /** What the order was made of: a different cart, address, billing identity or coupon is a different order. */
  fingerprint: string;
  orderId: string | null;
}

/**
 * Order, then payment. One idempotency key per checkout attempt: a double click, a retry after a
 * lost answer or a second press after an error sends the same key, so the server answers the
 * same order instead of making a second. The attempt ends when the payment is refused (the order
 * is then closed) or the cart, address or coupon changes (the unpaid order is cancelled, giving
 * its stock back).
 */
export function useCheckout() {
  const attempt = useRef<Attempt | null>(null);
  const running = useRef(false);
  const [stage, setStage] = useState<'idle' | 'order' | 'payment'>('idle');
  const [createOrder] = useCreateOrderMutation();
  const [payOrder] = usePayOrderMutation();
  const [cancelUnpaid] = useCancelUnpaidOrderMutation();

  async function orderFor(request: CheckoutRequest): Promise<{ orderId: string } | { message: string }> {
    const fingerprint = JSON.stringify([request.lines, request.addressId, request.billingProfileId ?? null, request.couponCode ?? null]);
    if (attempt.current && attempt.current.fingerprint !== fingerprint) {
      if (attempt.current.orderId) await cancelUnpaid(attempt.current.orderId);
      attempt.current = null;
    }
    attempt.current ??= { key: newIdempotencyKey(), fingerprint, orderId: null };
    const current = attempt.current;
    if (current.orderId) return { orderId: current.orderId };

    setStage('order');
    const result = await createOrder({
      lines: request.lines,
      addressId: request.addressId,
      ...(request.billingProfileId ? { billingProfileId: request.billingProfileId } : {}),
      ...(request.couponCode ? { couponCode: request.couponCode } : {}),
      idempotencyKey: current.key,
    });
    if ('error' in result) return { message: orderErrorMessage(result.error, request.productNames) };
    current.orderId = result.data.order._id;
    return { orderId: current.orderId };
  }

  async function submit(request: CheckoutRequest): Promise<CheckoutOutcome | null> {
    if (running.current) return null;
    running.current = true;
    try {
      const order = await orderFor(request);
      if ('message' in order) return { kind: 'failed', stage: 'order', message: order.message };

      setStage('payment');
      const result = await payOrder({
        orderId: order.orderId,
        card: request.card,
        threeDS: request.threeDS,
        callbackUrl: `/hesabim/siparisler/${order.orderId}`,
      });
      if ('error' in result) {
        if (paymentEndedOrder(result.error)) attempt.current = null;
        return { kind: 'failed', stage: 'payment', message: paymentErrorMessage(result.error) };
      }
      const { data } = result;
      if (data.status === 'three_ds_required' && data.threeDS) return { kind: 'threeDS', order: data.order, pageUrl: data.threeDS.pageUrl };
      attempt.current = null;
      return { kind: 'paid', order: data.order, digitalDelivered: data.digitalDelivered };
    } finally {
      running.current = false;
      setStage('idle');
    }
  }

  return { submit, stage, busy: stage !== 'idle' };
}
