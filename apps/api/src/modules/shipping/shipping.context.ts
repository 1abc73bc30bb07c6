import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CargoProvider } from '../../integrations/cargo';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { type OrdersContext, ordersContext } from '../orders';

/** What the shipping services need: the orders context (to move parts), the aggregator and private files (labels). */
export interface ShippingContext extends OrdersContext {
  cargo: CargoProvider;
  privateFiles: PrivateFiles;
}

export const shippingContext = (app: FastifyInstance, request?: FastifyRequest): ShippingContext => ({
  ...ordersContext(app, request),
  cargo: app.cargo,
  privateFiles: app.privateFiles,
});
