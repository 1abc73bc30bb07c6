/** Orders, checkout, payments, escrow and digital delivery (issue 6). Money is TL with two decimals; kuruş inside. */
export * from './fields';
export * from './requests';
export * from './views';
export * from './payments';
export { orderMessages, paymentMessages } from './messages';
