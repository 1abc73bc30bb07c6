/** Invoices: the store's invoice on each part of an order, the platform's monthly commission invoice to each store. */

export { invoicesContext, type InvoicesContext } from './invoices.context';
export { issueCommissionInvoices } from './invoices.commission';
export { invoicesOfParts } from './invoices.lists';
export { nextInvoiceNumber } from './invoices.numbers';
export { invoicesPersonalData } from './invoices.personal-data';
export { remindMissingInvoices } from './invoices.reminders';
export { default as invoicesRoutes, adminInvoicesRoutes } from './invoices.routes';
export { issuePartInvoice, uploadPartInvoice } from './invoices.sale';
export { periodOf, previousPeriod } from './invoices.period';
