import { STORE_DEFAULT_ADDRESS_ID, type SellerAddress } from '@pazaryeri/contract/sellers/index';

/** What the sender-address form edits (the API's senderAddress fields). */
export interface SenderAddressValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  street: string;
  city: string;
  district: string;
  country: string;
  zip: string;
}

export type SenderAddressChange =
  | { kind: 'add'; address: SenderAddressValues; isDefault: boolean }
  | { kind: 'update'; id: string; address: SenderAddressValues; isDefault: boolean }
  | { kind: 'setDefault'; id: string }
  | { kind: 'delete'; id: string };

/** One entry of the list PUT back to /seller/profile/me. */
export interface SenderAddressEntryBody {
  addressUUID?: string;
  isDefault: boolean;
  isActive?: boolean;
  senderAddress?: Omit<SenderAddressValues, 'street' | 'zip'> & { street: string | null; zip: string | null };
}

const NEW_ENTRY = Symbol('new');

function toBody(entry: SellerAddress): SenderAddressEntryBody {
  if (entry.isStoreAddress || entry.addressUUID === STORE_DEFAULT_ADDRESS_ID) {
    return { addressUUID: STORE_DEFAULT_ADDRESS_ID, isDefault: entry.isDefault };
  }
  return { addressUUID: entry.addressUUID, isDefault: entry.isDefault, isActive: entry.isActive, senderAddress: entry.senderAddress };
}

function fields(address: SenderAddressValues): SenderAddressEntryBody['senderAddress'] {
  return { ...address, street: address.street.trim() || null, zip: address.zip.trim() || null, country: address.country || 'TR' };
}

/**
 * The list as read from the profile, with one change applied. Spec §4: exactly one address is
 * the default; making one the default clears the others, and when the default one is deleted
 * (or none is left marked) the store's own address becomes the default again.
 */
export function applySenderAddressChange(list: SellerAddress[], change: SenderAddressChange): SenderAddressEntryBody[] {
  let entries: Array<SenderAddressEntryBody & { [NEW_ENTRY]?: true }> = list.map(toBody);
  let makeDefault: string | typeof NEW_ENTRY | null = null;

  switch (change.kind) {
    case 'add':
      entries.push({ isDefault: false, isActive: true, senderAddress: fields(change.address), [NEW_ENTRY]: true });
      if (change.isDefault) makeDefault = NEW_ENTRY;
      break;
    case 'update':
      entries = entries.map((entry) =>
        entry.addressUUID === change.id ? { ...entry, senderAddress: fields(change.address) } : entry,
      );
      if (change.isDefault) makeDefault = change.id;
      else entries = entries.map((entry) => (entry.addressUUID === change.id ? { ...entry, isDefault: false } : entry));
      break;
    case 'setDefault':
      makeDefault = change.id;
      break;
    case 'delete':
      entries = entries.filter((entry) => entry.addressUUID !== change.id || entry.addressUUID === STORE_DEFAULT_ADDRESS_ID);
      break;
  }

  if (makeDefault !== null) {
    entries = entries.map((entry) => ({
      ...entry,
      isDefault: makeDefault === NEW_ENTRY ? entry[NEW_ENTRY] === true : entry.addressUUID === makeDefault,
    }));
  }
  if (!entries.some((entry) => entry.isDefault)) {
    entries = entries.map((entry) => ({ ...entry, isDefault: entry.addressUUID === STORE_DEFAULT_ADDRESS_ID }));
  }
  return entries.map(({ [NEW_ENTRY]: _new, ...entry }) => entry);
}
