/**
 * A store part's invoice, as the buyer's order page and the store's order list show it. The
 * commission invoices (Bakiyem) and the admin's list are imported by their pages from the files.
 */
export { BuyerPartInvoice } from './components/buyer-part-invoice';
export { StorePartInvoice } from './components/store-part-invoice';
