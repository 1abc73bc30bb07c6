/** A buyer's address book: its endpoints, the book, and the form the checkout fills in too. */
export { useCreateAddressMutation, useListAddressesQuery } from './addresses-api';
export { AddressBook } from './components/address-book';
export { AddressForm } from './components/address-form';
