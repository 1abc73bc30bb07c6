/** Orders: checkout, an order's life from placed to delivered, and every view of an order. */

import './orders.events';

export { default as adminOrdersRoutes } from './admin-orders.routes';
export { insertOrder, type NewOrderLine, placeOrder, snapshotBilling } from './checkout.flow';
export { type OrderAccess, orderNotFound, resolveOrderAccess } from './orders.access';
export { type Actor, ordersContext, type OrdersContext } from './orders.context';
export { type ActorRole, assertMove, canMove } from './orders.machine';
export { newOrderSellerMail, orderPaidMail } from './orders.mails';
export { endUnpaidCheckout, lockOrder, markCheckoutPaid } from './orders.payment-effects';
export { default as ordersPorts } from './orders.ports';
export { listReviewableLines } from './orders.reviewable-lines';
export { default as ordersRoutes } from './orders.routes';
export { loadShippablePart, moveShippedPartForCarrier, type ShippablePart } from './orders.shipping';
export { changeOrderStatus } from './orders.status';
export { buyerViewOf, loadOrderView } from './orders.view';
export { ordersPersonalData } from './orders.personal-data';

// Fixtures, for tests and the demo only:
export {
  bankForms,
  cardNumbered,
  checkout,
  createBuyer,
  createCategory,
  createStore,
  listDigitalProduct,
  pay,
  placePaidOrder,
  postBankForm,
  setStatus,
  successCard,
} from './order-fixtures';
