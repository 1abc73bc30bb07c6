/** Turkish messages of coupons (spec §8 where it names one). `{name}` placeholders: `formatMessage`. */
export const couponMessages = {
  // Success
  created: 'Kupon başarıyla oluşturuldu.',
  earned: 'Kupon kuponlarınıza eklendi.',
  alreadyEarned: 'Bu kupon zaten kuponlarınız arasında.',
  applied: 'Kupon uygulandı.',
  activated: 'Kupon etkinleştirildi.',
  deactivated: 'Kupon devre dışı bırakıldı.',

  // What the client shows when a coupon call fails (spec §8)
  detailFailed: 'Kupon detayları alınırken bir hata oluştu.',
  usageFailed: 'Kupon kullanım verileri alınamadı',

  // Input
  codeRequired: 'Kupon kodu gerekli.',
  codeLength: 'Kupon kodu 4 ile 32 karakter arasında olmalı.',
  codeChars: 'Kupon kodu yalnızca harf, rakam ve tire (-) içerebilir.',
  discountTypeInvalid: "İndirim türü 'percent' (yüzde) ya da 'fixed' (sabit tutar) olmalı.",
  percentTooHigh: 'Yüzde indirim en fazla %100 olabilir.',
  maxDiscountOnlyPercent: 'En yüksek indirim tutarı yalnızca yüzde indirimlerinde kullanılabilir.',
  dateInvalid: 'Geçerli bir tarih girin (YYYY-AA-GG).',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.',
  endInPast: 'Bitiş tarihi geçmişte olamaz.',
  userRequired: 'Kuponun tanımlanacağı kullanıcı gerekli.',
  totalRequired: 'Sepet tutarı gerekli.',

  // Refusals
  notFound: 'Kupon bulunamadı.',
  codeTaken: 'Bu kupon kodu şu anda başka bir kuponda kullanılıyor. Farklı bir kod seçin.',
  inactive: 'Bu kupon artık geçerli değil.',
  notStarted: 'Bu kupon {date} tarihinden itibaren kullanılabilir.',
  expired: 'Bu kuponun süresi dolmuş.',
  minCartTotal: 'Bu kuponu kullanmak için sepet tutarınız en az {amount} olmalı.',
  minStoreTotal: 'Bu kuponu kullanmak için {store} ürünlerinden en az {amount} tutarında alışveriş yapmalısınız.',
  exhausted: 'Bu kuponun kullanım limiti dolmuş.',
  perUserExhausted: 'Bu kuponu kullanım hakkınız doldu.',
  followersOnly: 'Bu kupon yalnızca {store} mağazasının takipçilerine özel. Mağazayı takip ederek kullanabilirsiniz.',
  notOwner: 'Bu kupon başka bir kullanıcıya tanımlı.',
  notForCart: 'Bu kupon sepetinizdeki ürünlerde geçerli değil.',
  storeOnly: 'Bu kupon yalnızca {store} ürünlerinde geçerli.',
  onePerOrder: 'Bir siparişte yalnızca bir kupon kullanılabilir.',
  storeRequired: 'Kupon oluşturmak için onaylı bir mağazanız olmalı.',
  ownerNotFound: 'Kuponun tanımlanacağı kullanıcı bulunamadı.',
  ownerIsSelf: 'Kendinize kupon tanımlayamazsınız.',
  earnForOthers: 'Başka bir kullanıcının hesabına kupon ekleyemezsiniz.',
  userCreateRole: 'Kişiye özel kuponu yalnızca mağazalar ve yöneticiler oluşturabilir.',
} as const;

const tryFormat = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });

/** '₺250,00' from kuruş, for messages. */
export const formatKurus = (kurus: number) => tryFormat.format(kurus / 100);
/** '1 Haziran 2026 09:00' (Istanbul time), for messages. */
export const formatCouponDate = (date: Date) => dateFormat.format(date);
