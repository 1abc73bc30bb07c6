/** The payment card form: the checkout pays an order with it, and so does a freelance order. */
export { type CardFormValues } from './card-form-schema';
export { CardForm } from './components/card-form';
