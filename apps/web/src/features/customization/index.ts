/** A bought line's customization, as the cart, the order and the store's order card show it. */
export { CustomValueList } from './components/custom-value-list';
