import type { BuyerAddress } from '@pazaryeri/contract/addresses/index';
import type { OrderItemView, OrderView, SellerOrderView } from '@pazaryeri/contract/orders/index';

export const homeAddress: BuyerAddress = {
  _id: 'ad1',
  title: 'Atölye',
  fullName: 'Ayşe Yılmaz',
  phone: '+905321234567',
  cityCode: '34',
  cityName: 'İstanbul',
  districtName: 'Tuzla',
  neighbourhood: null,
  addressLine: 'Organize Sanayi 4. Cad. No: 12',
  zip: null,
  countryCode: 'TR',
  isDefault: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export function orderItemOf(overrides: Partial<OrderItemView> = {}): OrderItemView {
  return {
    _id: 'i1',
    productId: 'p1',
    productSlug: 'paslanmaz-celik-kaynak-teli-1-2-mm',
    name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm',
    productType: 'physical',
    isDigital: false,
    variantId: 'v1',
    variantName: '5 kg makara',
    sizeId: 'z1',
    sizeLabel: '0.8 mm',
    image: null,
    unitPrice: 1249.9,
    quantity: 2,
    lineTotal: 2499.8,
    discount: 0,
    escrowStatus: 'pending',
    deliveredAt: null,
    downloadAvailable: false,
    hasDeliveryFile: false,
    ...overrides,
  };
}

/** A 3D model line: no variant, delivered with the payment. */
export function digitalOrderItemOf(overrides: Partial<OrderItemView> = {}): OrderItemView {
  return orderItemOf({
    _id: 'i2',
    productId: 'p2',
    productSlug: 'dn50-flans-stl-modeli',
    name: 'DN50 Flanş STL Modeli',
    productType: 'model3d',
    isDigital: true,
    variantId: null,
    variantName: null,
    sizeId: null,
    sizeLabel: null,
    unitPrice: 350,
    quantity: 1,
    lineTotal: 350,
    deliveredAt: '2025-06-12T09:01:00.000Z',
    ...overrides,
  });
}

export function sellerOrderOf(overrides: Partial<SellerOrderView> = {}): SellerOrderView {
  return {
    _id: 'so1',
    orderId: 'o1',
    orderNumber: 'PZ250612-7K3Q9X',
    status: 'paid',
    statusLabel: 'Ödendi',
    seller: { _id: 's1', storeName: 'Demir Endüstriyel', alias: 'demir-endustriyel' },
    itemsTotal: 2499.8,
    shippingCost: 89.9,
    discount: 0,
    total: 2589.7,
    carrier: null,
    trackingNumber: null,
    sellerNote: null,
    shippedAt: null,
    deliveredAt: null,
    createdAt: '2025-06-12T09:00:00.000Z',
    updatedAt: '2025-06-12T09:00:00.000Z',
    items: [orderItemOf()],
    timeline: [
      { fromStatus: null, toStatus: 'pending_payment', actorRole: 'buyer', note: null, createdAt: '2025-06-12T09:00:00.000Z' },
      { fromStatus: 'pending_payment', toStatus: 'paid', actorRole: 'system', note: null, createdAt: '2025-06-12T09:01:00.000Z' },
    ],
    ...overrides,
  };
}

export function orderOf(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: 'o1',
    orderNumber: 'PZ250612-7K3Q9X',
    status: 'paid',
    statusLabel: 'Ödendi',
    shippingAddress: {
      fullName: 'Ayşe Yılmaz',
      phone: '+905321234567',
      city: 'İstanbul',
      district: 'Tuzla',
      neighbourhood: null,
      addressLine: 'Organize Sanayi 4. Cad. No: 12',
      postalCode: null,
      title: 'Atölye',
    },
    billing: null,
    itemsTotal: 2499.8,
    shippingTotal: 89.9,
    discountTotal: 0,
    total: 2589.7,
    couponCode: null,
    offerId: null,
    paidAt: '2025-06-12T09:01:00.000Z',
    cancelledAt: null,
    createdAt: '2025-06-12T09:00:00.000Z',
    updatedAt: '2025-06-12T09:01:00.000Z',
    orders: [sellerOrderOf()],
    payment: { status: 'succeeded', maskedCard: '552879******0008', errorMessage: null, createdAt: '2025-06-12T09:00:30.000Z', completedAt: '2025-06-12T09:01:00.000Z' },
    ...overrides,
  };
}
