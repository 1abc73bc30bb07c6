/** A buyer's address book and billing identities: their endpoints, the lists, and the form the checkout fills in too. */
export { useCreateAddressMutation, useListAddressesQuery } from './addresses-api';
export { AddressBook } from './components/address-book';
export { AddressForm } from './components/address-form';
export { useCreateBillingProfileMutation, useListBillingProfilesQuery } from './billing-api';
export { BillingProfileForm } from './components/billing-profile-form';
export { BillingProfiles } from './components/billing-profiles';
