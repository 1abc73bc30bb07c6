import type { OrderView, SellerOrderView } from '@pazaryeri/contract/orders/index';

declare module '../../lib/domain-events' {
  interface DomainEvents {
    /**
     * Parts of an order reached its buyer (a move to delivered, after its commit). Domains above
     * orders act on it: reviews invites the buyer to review the parts' products.
     */
    'orders.partsDelivered': { buyer: NonNullable<OrderView['buyer']>; parts: SellerOrderView[] };
  }
}
