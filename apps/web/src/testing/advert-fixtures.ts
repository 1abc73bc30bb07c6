import type { Advert, Offer } from '@pazaryeri/contract/adverts/index';
import { buyer } from './fixtures';

/** A buyer's customer request (a1) for a bracket model. */
export const advertOf = (overrides: Partial<Advert> = {}): Advert => ({
  _id: 'a1',
  title: 'Montaj braketi için 3D model',
  slug: 'montaj-braketi-a1',
  description: 'L tipi braket',
  advertType: 'customerRequest',
  status: 'active',
  saleStatus: 'open',
  budget: 2000,
  deadline: '2030-01-15',
  city: 'İstanbul',
  inStock: true,
  category: null,
  images: [],
  owner: { _id: buyer._id, name: buyer.name, sellerId: null, storeName: null, storeAlias: null, storeLogo: null },
  offersCount: 2,
  favoritesCount: 0,
  isFavorite: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  budgetOpen: false,
  quantity: null,
  unit: null,
  material: null,
  process: null,
  maxOffers: 10,
  files: [],
  filesCount: 0,
  ...overrides,
});

/** A store's pending offer on a1, 1.500 TL in 7 days with 2 revisions. */
export const offerOf = (id: string, storeName: string, overrides: Partial<Offer> = {}): Offer => ({
  _id: id,
  status: 'pending',
  statusNote: null,
  advertId: 'a1',
  advert: null,
  roomId: null,
  amount: 1500,
  deliveryDays: 7,
  revisions: 2,
  note: '',
  attachments: [],
  validUntil: '2030-01-01T00:00:00.000Z',
  isExpired: false,
  seller: { _id: `s-${id}`, userId: `u-${id}`, storeName, alias: storeName.toLowerCase(), storeLogo: null, rating: { average: 0, count: 0 }, responseHours: null },
  buyer: { _id: buyer._id, name: buyer.name },
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

