/** What the cart tells the buyer (spec §5, §9). Client-only rules, so they live beside the cart. */
export const cartMessages = {
  stockExceeded: 'Üzgünüz, stok miktarını aşamazsınız.',
  added: 'Ürün sepete eklendi',
  freeShippingLeft: 'Ücretsiz kargoya {amount} kaldı',
  freeShippingReached: 'Kargo bedava!',
} as const;
