import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvoicingProvider, type InvoicingProvider } from '../../integrations/invoicing';
import { nextInvoiceNumber } from '../../modules/invoices';

declare module 'fastify' {
  interface FastifyInstance {
    /** The invoicing provider (INVOICE_PROVIDER): the in-process sandbox or Paraşüt. */
    invoicing: InvoicingProvider;
  }
}

/** The invoicing provider; the sandbox numbers its invoices from the database, so two processes never share a number. */
async function invoicingPlugin(app: FastifyInstance) {
  const provider = createInvoicingProvider(app.config.invoicing, {
    logger: app.log.child({ module: 'invoicing' }),
    nextNumber: (year) => nextInvoiceNumber(app.db, year),
  });
  app.decorate('invoicing', provider);
}

export default fp(invoicingPlugin, { name: 'invoicing', dependencies: ['config', 'db'] });
