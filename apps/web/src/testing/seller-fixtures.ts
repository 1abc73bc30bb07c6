import type { Seller, SellerAddress, SellerProfileResponse } from '@pazaryeri/contract/sellers/index';

/** A valid T.C. kimlik no, VKN and TR IBAN (their check digits hold). */
export const validIds = { tckn: '12345678950', vkn: '1234567890', iban: 'TR330006100519786457841326' };

export function storeOf(overrides: Partial<Seller> = {}): Seller {
  return {
    _id: 's1',
    userId: { _id: 'u2', name: 'Mehmet Demir', email: 'mehmet@example.com' },
    storeName: 'Demir Endüstriyel',
    alias: 'demir-endustriyel',
    storeLogo: null,
    coverImage: null,
    about: 'CNC torna ve freze işleri.',
    companyType: 'limited',
    contactPhone: '+905321112233',
    contactEmail: 'info@demir.com.tr',
    storeLocation: 'Ostim OSB, Ankara',
    storeAddress: { street: 'Ostim Cad. No: 5', city: 'Ankara', district: 'Yenimahalle', country: 'TR', zip: '06370' },
    status: 'approved',
    verifiedSeller: true,
    approvedAt: '2025-03-01T10:00:00.000Z',
    followerCount: 12,
    isFollowing: false,
    ratingAverage: 0,
    ratingCount: 0,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  } as Seller;
}

const storeEntry: SellerAddress = {
  _id: 'store-default',
  addressUUID: 'store-default',
  isDefault: false,
  isActive: true,
  isStoreAddress: true,
  senderAddress: {
    name: 'Demir Endüstriyel',
    phone: '+905321112233',
    email: 'info@demir.com.tr',
    address: 'Ostim OSB, Ankara',
    street: 'Ostim Cad. No: 5',
    city: 'Ankara',
    district: 'Yenimahalle',
    country: 'TR',
    zip: '06370',
  },
  createdAt: '2025-02-01T10:00:00.000Z',
};

export function senderAddressOf(id: string, name: string, isDefault: boolean): SellerAddress {
  return {
    _id: id,
    addressUUID: id,
    isDefault,
    isActive: true,
    isStoreAddress: false,
    senderAddress: {
      name,
      phone: '+902165554433',
      email: `${id}@demir.com.tr`,
      address: `${name} Sok. No: 1`,
      street: null,
      city: 'İstanbul',
      district: 'Tuzla',
      country: 'TR',
      zip: null,
    },
    createdAt: '2025-04-01T10:00:00.000Z',
  };
}

/** The store entry, a default depot and a second address. */
export function profileOf(addresses: SellerAddress[] = [storeEntry, senderAddressOf('a1', 'Depo', true), senderAddressOf('a2', 'Atölye', false)]): SellerProfileResponse {
  return {
    success: true,
    _id: 's1',
    alias: 'demir-endustriyel',
    storeName: 'Demir Endüstriyel',
    storeLocation: 'Ostim OSB, Ankara',
    contactPhone: '+905321112233',
    contactEmail: 'info@demir.com.tr',
    storeAddress: { street: 'Ostim Cad. No: 5', city: 'Ankara', district: 'Yenimahalle', country: 'TR', zip: '06370' },
    addresses,
    createdAt: '2025-02-01T10:00:00.000Z',
  } as SellerProfileResponse;
}

export { storeEntry };

export const cities = [
  { name: 'Ankara', cityCode: '06', countryCode: 'TR' },
  { name: 'İstanbul', cityCode: '34', countryCode: 'TR' },
];

export const districtsByCity: Record<string, Array<{ name: string; districtID: string; cityCode: string; countryCode: string }>> = {
  '06': [{ name: 'Yenimahalle', districtID: '0601', cityCode: '06', countryCode: 'TR' }],
  '34': [
    { name: 'Kadıköy', districtID: '3401', cityCode: '34', countryCode: 'TR' },
    { name: 'Tuzla', districtID: '3402', cityCode: '34', countryCode: 'TR' },
  ],
};
