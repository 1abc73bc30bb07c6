import type { InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { PartTracking } from '@pazaryeri/contract/shipping/index';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';

/** What orders shows of the domains above it; app.ts, the composition root, hands their functions in. */
export interface OrdersPorts {
  /** Each part's shipments with their tracking, for the order view (the shipping module's read). */
  trackingOf: (db: Db, partIds: string[]) => Promise<Map<string, PartTracking[]>>;
  /** Each part's invoice, for the order view (the invoices module's read), in one query for all the parts. */
  invoicesOf: (db: Db, partIds: string[]) => Promise<Map<string, InvoiceView>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders' ports (`orders.ports.ts`), read by `ordersContext` wherever an orders context is built. */
    ordersPorts: OrdersPorts;
  }
}

async function ordersPortsPlugin(app: FastifyInstance, ports: OrdersPorts) {
  app.decorate('ordersPorts', { trackingOf: ports.trackingOf, invoicesOf: ports.invoicesOf });
}

export default fp(ordersPortsPlugin, { name: 'orders-ports' });
