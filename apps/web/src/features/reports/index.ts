/** The store's sales report (its charts load on their own when drawn). */
export { SalesReport } from './components/sales-report';
