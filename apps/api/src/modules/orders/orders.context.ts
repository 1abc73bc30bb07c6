import type { PrivateFiles } from '../../integrations/storage/private-files';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../lib/domain-events';
import type { Mailer } from '../../integrations/mail';
import type { PaymentProvider } from '../../integrations/payments';
import type { OrdersPorts } from './orders.ports';

/** What the orders and payments services need from the app. */
export interface OrdersContext extends OrdersPorts {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  payments: PaymentProvider;
  privateFiles: PrivateFiles;
  /** Orders announce what happened in them (`orders.events.ts`) to the domains above. */
  events: DomainEventBus;
}

export const ordersContext = (app: FastifyInstance, request?: FastifyRequest): OrdersContext => ({
  db: app.db,
  config: app.config,
  log: request?.log ?? app.log,
  mailer: app.mailer,
  payments: app.payments,
  privateFiles: app.privateFiles,
  events: app.events,
  trackingOf: app.ordersPorts.trackingOf,
  invoicesOf: app.ordersPorts.invoicesOf,
});

/** A signed-in caller as the services see them. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}
