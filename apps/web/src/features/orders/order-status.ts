import { orderStatusLabels, type OrderFilterStatus, type SellerOrderStatus } from '@pazaryeri/contract/orders/index';

export type StatusTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export const statusTones: Record<OrderFilterStatus, StatusTone> = {
  pending_payment: 'warning',
  paid: 'brand',
  payment_failed: 'danger',
  preparing: 'brand',
  shipped: 'brand',
  delivered: 'success',
  completed: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

export const statusLabel = (status: OrderFilterStatus) => orderStatusLabels[status];

/** The road a store's part travels; the timeline shows these steps, then cancelled/refunded if it ended so. */
export const lifecycle: SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed'];

type Moves = Partial<Record<SellerOrderStatus, SellerOrderStatus[]>>;

/**
 * The moves the server's state machine allows (apps/api orders.machine.ts), offered as buttons;
 * the server still decides and answers 422 to anything else.
 */
export const sellerMoves: Moves = { paid: ['preparing', 'shipped', 'cancelled'], preparing: ['shipped', 'cancelled'], shipped: ['delivered'] };
export const adminMoves: Moves = {
  pending_payment: ['cancelled'],
  paid: ['preparing', 'shipped', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled', 'refunded'],
  delivered: ['completed', 'refunded'],
  completed: ['refunded'],
};
export const buyerMoves: Moves = { pending_payment: ['cancelled'], paid: ['cancelled'], delivered: ['completed'] };

/**
 * What a store may still change on a part (apps/api orders.digital.ts): its own file for a digital
 * line until the part ends, and the shipping details once there are some (the server would take
 * them earlier too, but before shipping they belong to the status change).
 */
export const deliveryUploadStatuses: readonly SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed'];
export const shippingEditStatuses: readonly SellerOrderStatus[] = ['shipped', 'delivered', 'completed'];

export const movesFrom = (moves: Moves, status: SellerOrderStatus) => moves[status] ?? [];

/** What the button says for a move (its target status). */
export const moveLabels: Partial<Record<SellerOrderStatus, string>> = {
  preparing: 'Hazırlanıyor',
  shipped: 'Kargoya verildi',
  delivered: 'Teslim edildi',
  completed: 'Tamamlandı',
  cancelled: 'İptal et',
  refunded: 'İade et',
};
