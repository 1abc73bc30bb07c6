import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payments';
import { createDbSandboxStore } from '../../modules/payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The marketplace payment provider (PAYMENT_PROVIDER): the in-process sandbox or iyzico. */
    payments: PaymentProvider;
  }
}

/** The payment provider; the sandbox keeps its state in the database so a restart forgets nothing. */
async function paymentsPlugin(app: FastifyInstance) {
  const { payments } = app.config;
  const provider = createPaymentProvider(payments, {
    logger: app.log.child({ module: 'payments' }),
    sandboxStore: payments.provider === 'sandbox' ? createDbSandboxStore(app.db) : undefined,
  });
  app.decorate('payments', provider);
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['config', 'db'] });
