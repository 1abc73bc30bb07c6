import type { Product, ProductListResponse } from '@pazaryeri/contract/products/index';

/** A physical product with two variants whose sizes carry their own stock. */
export function productOf(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm',
    slug: 'paslanmaz-celik-kaynak-teli-1-2-mm',
    description: 'ER308L paslanmaz gazaltı kaynak teli.',
    brand: 'Demir',
    sku: 'KT-12',
    productType: 'physical',
    isDigital: false,
    is3DModel: false,
    price: 1249.9,
    stock: 17,
    minimumOrderQuantity: 2,
    shippingCost: 89.9,
    freeShippingThreshold: 2500,
    vatRate: 20,
    mainCategory: { _id: 'c1', name: 'Kaynak Ekipmanları', slug: 'kaynak-ekipmanlari' },
    subCategories: [],
    categoryPath: [{ _id: 'c1', name: 'Kaynak Ekipmanları', slug: 'kaynak-ekipmanlari' }],
    sellerId: 's1',
    seller: { _id: 's1', storeName: 'Demir Endüstriyel', alias: 'demir-endustriyel', storeLogo: null, verifiedSeller: true },
    variants: [
      {
        _id: 'v1',
        name: '5 kg makara',
        sku: null,
        priceDelta: 0,
        sizes: [
          { _id: 'z1', label: '0.8 mm', stock: 12 },
          { _id: 'z2', label: '1.2 mm', stock: 3 },
        ],
      },
      { _id: 'v2', name: '15 kg makara', sku: null, priceDelta: 1500, sizes: [{ _id: 'z3', label: '1.2 mm', stock: 0 }] },
    ],
    images: [],
    thumbnail: null,
    status: 'active',
    approvalStatus: 'approved',
    rejectionReason: null,
    uploadState: 'not_uploaded',
    digitalFile: null,
    isFavorite: false,
    ratingAverage: 0,
    ratingCount: 0,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function productPage(products: Product[], page = 1, limit = 20): ProductListResponse {
  return { products, page, limit, total: products.length, totalPages: Math.max(1, Math.ceil(products.length / limit)) };
}
