/**
 * Turkish messages of buying: checkout, orders, their lifecycle, payments, escrow and digital
 * delivery (spec §8 where it names one). The client's own defaults are here too, for the web.
 */
export const orderMessages = {
  // Checkout (spec §8)
  created: 'Sipariş başarıyla oluşturuldu',
  createFailed: 'Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.',
  createFailedToast: 'Sipariş oluşturulamadı',
  detailFailed: 'Sipariş detayları alınamadı',
  fetchFailed: 'Failed to fetch orders',
  statusUpdateFailed: 'Failed to update order status',
  /** The client turns a 409 containing 'stokta yetersiz' into this, with its product's name (spec §5). */
  stockShortClient: '{product} için yeterli stok bulunmamaktadır. Lütfen miktarı azaltın veya başka bir ürün seçin.',
  /** Contains 'stokta yetersiz' (spec §5) and names the product. */
  insufficientStock: '"{product}" için istenen miktar stokta yetersiz.',
  notFound: 'Sipariş bulunamadı.',
  addressNotFound: 'Teslimat adresi bulunamadı. Lütfen adres defterinizden bir adres seçin.',
  billingNotFound: 'Fatura bilgisi bulunamadı. Lütfen fatura bilgilerinizden birini seçin.',
  productUnavailable: '"{product}" şu anda satışta değil.',
  productNotFound: 'Sepetinizdeki bir ürün artık satışta değil.',
  variantRequired: '"{product}" için bir varyant ve beden seçin.',
  variantNotFound: '"{product}" için seçilen varyant ya da beden bulunamadı.',
  minimumOrder: '"{product}" için en az {min} adet sipariş vermelisiniz.',
  ownProduct: 'Kendi mağazanızın ürününü satın alamazsınız.',
  idempotencyKeyMismatch: 'Idempotency-Key başlığı ile gövdedeki idempotencyKey aynı olmalı.',

  // Lifecycle
  statusUpdated: 'Sipariş durumu güncellendi.',
  transitionNotAllowed: '"{from}" durumundaki sipariş "{to}" durumuna alınamaz.',
  trackingRequired: 'Kargoya verildi durumu için kargo firması ve takip numarası gerekli.',
  paymentInProgress: 'Bu sipariş için ödeme işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  digitalDeliveredCannotCancel: 'Teslim edilmiş dijital ürün içeren sipariş iptal edilemez.',
  paidOutCannotRefund: 'Ödemesi satıcıya aktarılmış bir kalem iade edilemez.',
  itemUpdated: 'Sipariş bilgileri güncellendi.',
  closedShippingLocked: 'Kapanmış bir siparişin kargo bilgileri değiştirilemez.',
  itemNotFound: 'Bu siparişte mağazanıza ait böyle bir ürün yok.',
  sellerPartNotFound: 'Bu siparişte mağazanıza ait bir bölüm yok.',

  // Digital delivery
  digitalUploaded: 'Dijital ürün başarıyla yüklendi.',
  digitalDelivered: 'Dijital ürün başarıyla teslim edildi.',
  /** The store replaced a file it had already delivered. */
  digitalReplaced: 'Dijital ürün başarıyla güncellendi.',
  deliveryFileRequired: 'Lütfen bir dosya seçin.',
  notDigitalItem: 'Bu sipariş kalemi dijital bir ürün değil.',
  notPaidYet: 'Ödemesi alınmamış siparişe teslimat yapılamaz.',
  deliveryFileMissing: 'Bu sipariş kalemi için yüklenmiş bir teslimat dosyası yok.',
} as const;

export const paymentMessages = {
  /** Spec §8: the client's default, and the start of every card refusal the server answers. */
  failed: 'Ödeme başlatılamadı',
  succeeded: 'Ödemeniz alındı, siparişiniz satıcıya iletildi.',
  digitalDelivered: 'Dijital ürün başarıyla teslim edildi.',
  threeDSRequired: '3D Secure doğrulaması için bankanızın sayfası açılıyor.',
  notPayable: 'Bu siparişin ödemesi alınamaz ({status}). Sepetinizden yeni bir sipariş oluşturun.',
  expired: 'Sipariş süresi dolduğu için ödeme alınamadı. Sepetinizden yeni bir sipariş oluşturun.',
  superseded: 'Bu 3D Secure doğrulaması, aynı sipariş için başlatılan daha yeni bir ödemeyle geçersiz oldu.',
  providerUnavailable: 'Ödeme sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra sipariş durumunuzu kontrol edin.',
  storeCannotBePaid:
    '"{store}" mağazası şu anda ödeme alamıyor. Bu mağazanın ürünlerini sepetinizden çıkararak devam edebilir ya da daha sonra tekrar deneyebilirsiniz.',
  callbackInvalid: '3D Secure yanıtı okunamadı.',
  threeDSPageInvalid: 'Bu doğrulama bağlantısı geçersiz ya da süresi dolmuş. Ödeme alınmadı; siparişlerinizden ya da sepetinizden yeniden deneyebilirsiniz.',
  returnUrlInvalid: 'Dönüş adresi bu sitenin bir sayfası olmalı.',

  // Sub-merchants
  subMerchantCreated: 'Ödeme hesabınız oluşturuldu.',
  subMerchantExists: 'Ödeme hesabınız zaten oluşturulmuş.',
  storeNotApproved: 'Ödeme hesabı için mağazanızın onaylanmış olması gerekir.',
  ibanMissing: 'Mağaza bilgilerinizde IBAN yok. Ödeme hesabı için önce IBAN ekleyin.',
  ibanInvalid: 'Mağaza bilgilerinizdeki IBAN geçersiz.',
  tcknInvalid: 'Mağaza bilgilerinizdeki T.C. kimlik numarası geçersiz.',
  vknInvalid: 'Mağaza bilgilerinizdeki vergi kimlik numarası (VKN) geçersiz.',
  phoneInvalid: 'Mağaza iletişim telefonu bir cep telefonu (05XX XXX XX XX) olmalı.',

  // Escrow
  itemApproved: 'Ödeme onaylandı; tutar satıcının bir sonraki hakedişine aktarılacak.',
  itemDisapproved: 'Ödeme onayı geri alındı; tutar yeniden bekletmeye alındı.',
  itemNotFound: 'Ödeme kalemi bulunamadı.',
  itemNotApprovable: 'Yalnızca teslim edilmiş ya da tamamlanmış siparişlerin ödemesi onaylanabilir.',
  itemNotHeld: 'Bu ödeme kalemi onay beklemiyor.',
  itemNotApproved: 'Bu ödeme kalemi onaylanmamış; geri alınacak bir onay yok.',
  payoutsRecorded: '{count} ödeme kaleminin satıcıya aktarımı kaydedildi.',
} as const;
