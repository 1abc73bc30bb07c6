/** The seller's own profile, with the sender addresses a shipment leaves from. */
export { useGetSellerProfileQuery } from './sender-addresses-api';
