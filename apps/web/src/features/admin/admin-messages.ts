/**
 * Spec §8 admin defaults, shown only when the server sent no message of its own. They are
 * English in the spec and are kept as written.
 */
export const adminFallbacks = {
  users: 'Failed to fetch users',
  sellers: 'Failed to fetch sellers',
  sellerRequests: 'Failed to fetch seller requests',
  products: 'Failed to fetch products',
  approveProduct: 'Failed to approve product',
  rejectProduct: 'Failed to reject product',
  approveImage: 'Failed to approve image',
  rejectImage: 'Failed to reject image',
} as const;

export const roleLabels = { user: 'Alıcı', seller: 'Satıcı', admin: 'Yönetici', marketing: 'Pazarlama' } as const;
