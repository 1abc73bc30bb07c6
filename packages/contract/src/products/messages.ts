/**
 * Turkish messages of the catalogue: products, seller product management, digital products,
 * favorites, stock and the admin product and image screens (spec §8 where it names one).
 * The "…yapılamadı / Failed to…" ones are the client's defaults; the server answers with the rest.
 */
export const productMessages = {
  // Products
  notFound: 'Ürün bulunamadı.',
  created: 'Ürün başarıyla eklendi',
  updated: 'Ürün başarıyla güncellendi',
  updatedNeedsApproval:
    'Ürün başarıyla güncellendi. Değişiklikler yönetici onayından geçene kadar ürün yayından kaldırıldı.',
  deleted: 'Ürün başarıyla silindi',
  submitted: 'Ürün başarıyla onaya gönderildi',
  alreadyApproved: 'Ürün zaten onaylı ve yayında.',
  cannotActivate: 'Ürün yönetici onayından geçmeden yayına alınamaz.',
  storeRequired: 'Ürün eklemek için onaylı bir mağazanız olmalı.',
  notOwner: 'Bu ürün sizin mağazanıza ait değil.',
  mainCategoryInvalid: 'Geçerli bir ana kategori seçin.',
  subCategoryInvalid: 'Alt kategoriler seçilen ana kategoriye ait olmalı.',
  tooManyImages: 'Bir ürüne en fazla {max} resim eklenebilir.',
  imageNotFound: 'Resim bulunamadı.',
  variantNotFound: 'Varyant ya da beden bu ürüne ait değil.',
  variantPriceNegative: 'Varyant fiyat farkı ürün fiyatını sıfırın altına düşüremez.',
  typeFamilyFixed: 'Fiziksel bir ürün dijital ürüne (ya da dijital ürün fiziksel ürüne) çevrilemez; yeni bir ürün ekleyin.',
  slugUnavailable: 'Ürün adresi oluşturulamadı. Lütfen tekrar deneyin.',

  // Stock
  stockCheckFailed: 'Stok kontrolü yapılamadı',
  stockUpdateFailed: 'Stok güncellenemedi',
  stockUpdated: 'Stok başarıyla güncellendi',
  /** Contains 'stokta yetersiz': the client turns it into its own per-product message (spec §5). */
  insufficientStock: 'İstenen miktar stokta yetersiz.',
  stockNegative: 'Stok sıfırın altına düşemez.',
  stockBySize:
    'Bu ürünün stoğu beden bazında tutulur. Güncellemek için bedeni (sizeId) seçin; ürün stoğu bedenlerin toplamıdır.',

  // Favorites
  favoriteAdded: 'Ürün favorilere eklendi',
  favoriteRemoved: 'Ürün favorilerden çıkarıldı',

  // Digital products
  digitalCreated: 'Dijital ürün başarıyla eklendi!',
  digitalUpdated: 'Dijital ürün başarıyla güncellendi!',
  digitalCreateFailed: 'Dijital ürün eklenirken bir hata oluştu.',
  digitalUpdateFailed: 'Dijital ürün güncellenirken bir hata oluştu.',
  digitalListFailed: 'Dijital ürünler yüklenirken bir hata oluştu.',
  notDigital: 'Bu ürün dijital bir ürün değil.',
  digitalFileMissing: 'Bu ürünün indirilebilir dosyası henüz yüklenmedi.',
  digitalFileRequired: 'Onaya göndermeden önce dijital ürünün dosyasını yükleyin.',
  digitalFileInvalid:
    'Dosya türü desteklenmiyor. PDF, ZIP, RAR, 7Z, GZ, STL, OBJ, STEP, IGES, DWG veya DXF yükleyin.',
  digitalFileTooLarge: 'Dosya çok büyük. En fazla {max} yükleyebilirsiniz.',
  downloadForbidden: 'Bu dosyayı indirme yetkiniz yok.',
  downloadLinkMissing: 'İndirme bağlantısı eksik.',
  downloadLinkExpired: 'İndirme bağlantısının süresi dolmuş. Yeni bir bağlantı alın.',
  downloadLinkInvalid: 'İndirme bağlantısı geçersiz.',

  // Admin
  approved: 'Ürün onaylandı ve yayına alındı.',
  rejected: 'Ürün reddedildi.',
  approveFailed: 'Failed to approve product',
  rejectFailed: 'Failed to reject product',
  fetchFailed: 'Failed to fetch products',
  imageApproved: 'Resim onaylandı.',
  imageRejected: 'Resim reddedildi.',
  imageApproveFailed: 'Failed to approve image',
  imageRejectFailed: 'Failed to reject image',

  // Query validation
  priceRangeInvalid: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
} as const;
