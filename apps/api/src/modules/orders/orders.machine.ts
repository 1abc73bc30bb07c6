import { formatMessage } from '@pazaryeri/contract';
import { orderMessages, orderStatusLabels } from '@pazaryeri/contract/orders/index';
import { AppError } from '../../lib/errors';
import type { SellerOrderStatus } from '../../db/schema/orders';

/** Who moves a store's part: its buyer, its store, an admin, or the system (payments, expiry). */
export type ActorRole = 'buyer' | 'seller' | 'admin' | 'system';

type Moves = Partial<Record<SellerOrderStatus, readonly SellerOrderStatus[]>>;

/**
 * The allowed moves of a store's part, per role. Anything not listed answers 422.
 *
 * - system: payment succeeds (pending_payment → paid; a part of digital goods only is delivered
 *   with it: paid → delivered) or fails / expires (pending_payment → cancelled).
 * - buyer: cancels before the store starts (pending_payment, paid → cancelled) and confirms
 *   receipt (delivered → completed).
 * - seller, own part only: prepares, ships (carrier and tracking number required; straight from
 *   paid too), marks delivered; cancels before shipping when it cannot deliver (the buyer is refunded).
 * - admin: the seller's moves, cancelling before delivery, completing, and refunding a part that
 *   was shipped, delivered or completed (a return). Never to paid: money moves only through payments.
 */
export const transitions: Record<ActorRole, Moves> = {
  system: { pending_payment: ['paid', 'cancelled'], paid: ['delivered'], shipped: ['delivered', 'preparing'] },
  buyer: { pending_payment: ['cancelled'], paid: ['cancelled'], delivered: ['completed'] },
  seller: { paid: ['preparing', 'shipped', 'cancelled'], preparing: ['shipped', 'cancelled'], shipped: ['delivered'] },
  admin: {
    pending_payment: ['cancelled'],
    paid: ['preparing', 'shipped', 'cancelled'],
    preparing: ['shipped', 'cancelled'],
    shipped: ['delivered', 'cancelled', 'refunded'],
    delivered: ['completed', 'refunded'],
    completed: ['refunded'],
  },
};

/** Goods ship; custom work (a part made to order from an offer) is delivered as files. */
export type PartKind = 'goods' | 'custom';

/**
 * The moves of a part made to order from an accepted offer: nothing ships. The store starts the
 * work (paid → preparing, customization in_progress) and delivers files (preparing → delivered,
 * customization completed); the buyer accepts (delivered → completed) or asks for a revision
 * while revisions remain (delivered → preparing); the system accepts a delivery left unanswered
 * for 7 days. An admin cancels or refunds as for goods.
 */
export const customWorkTransitions: Record<ActorRole, Moves> = {
  system: { pending_payment: ['paid', 'cancelled'], delivered: ['completed'] },
  buyer: { pending_payment: ['cancelled'], paid: ['cancelled'], delivered: ['completed', 'preparing'] },
  seller: { paid: ['preparing', 'cancelled'], preparing: ['delivered', 'cancelled'] },
  admin: {
    pending_payment: ['cancelled'],
    paid: ['cancelled'],
    preparing: ['cancelled'],
    delivered: ['completed', 'refunded'],
    completed: ['refunded'],
  },
};

export const partKind = (part: { customizationStatus: string | null }): PartKind => (part.customizationStatus ? 'custom' : 'goods');

export function canMove(role: ActorRole, from: SellerOrderStatus, to: SellerOrderStatus, kind: PartKind = 'goods'): boolean {
  return (kind === 'custom' ? customWorkTransitions : transitions)[role][from]?.includes(to) ?? false;
}

/** 422 in Turkish, naming both statuses, when `role` may not make this move. */
export function assertMove(role: ActorRole, from: SellerOrderStatus, to: SellerOrderStatus, kind: PartKind = 'goods'): void {
  if (canMove(role, from, to, kind)) return;
  throw new AppError('UNPROCESSABLE', formatMessage(orderMessages.transitionNotAllowed, { from: orderStatusLabels[from], to: orderStatusLabels[to] }));
}

const moneyMoved: SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed'];

/** The buyer gets their money back: a paid part is cancelled or refunded. */
export const refundsMoney = (from: SellerOrderStatus, to: SellerOrderStatus) =>
  moneyMoved.includes(from) && (to === 'cancelled' || to === 'refunded');

/** The goods never left the store: their stock goes back on sale. A refund after shipping does not (the store restocks a return itself). */
export const releasesStock = (from: SellerOrderStatus, to: SellerOrderStatus) =>
  to === 'cancelled' && (from === 'pending_payment' || from === 'paid' || from === 'preparing');

/** A part that ended: nothing moves it any more. */
export const isFinal = (status: SellerOrderStatus) => status === 'cancelled' || status === 'refunded';
