/**
 * Messages of the buyer address book, the location look-ups and the admin user/seller screens.
 * The "…hata oluştu" ones are the client's defaults (spec §8); the server answers with the rest.
 */
export const addressMessages = {
  listFailed: 'Adresler yüklenirken bir hata oluştu',
  createFailed: 'Adres eklenirken bir hata oluştu',
  updateFailed: 'Adres güncellenirken bir hata oluştu',
  deleteFailed: 'Adres silinirken bir hata oluştu',
  setDefaultFailed: 'Varsayılan adres ayarlanırken bir hata oluştu',
  created: 'Adres başarıyla eklendi',
  updated: 'Adres başarıyla güncellendi',
  deleted: 'Adres başarıyla silindi',
  notFound: 'Adres bulunamadı.',
  tooMany: 'En fazla {max} adres kaydedebilirsiniz. Yeni adres eklemek için eski bir adresinizi silin.',
  cityRequired: 'İl seçin.',
  cityUnknown: 'Geçerli bir il seçin.',
  cityMismatch: 'İl kodu ile il adı birbirini tutmuyor.',
  districtUnknown: 'Seçilen ilçe bu ile ait değil.',
  zipMismatch: 'Posta kodu seçilen ile ait değil.',
  countryUnsupported: 'Şu anda yalnızca Türkiye (TR) adreslerine gönderim yapılabiliyor.',
  cityNotFound: 'İl bulunamadı.',
  districtNotFound: 'İlçe bulunamadı.',
} as const;

export const adminMessages = {
  userUpdated: 'Kullanıcı başarıyla güncellendi.',
  userDeleted: 'Kullanıcı başarıyla silindi.',
  cannotDemoteSelf: 'Kendi yönetici yetkinizi kaldıramazsınız.',
  cannotBanSelf: 'Kendi hesabınızı askıya alamazsınız.',
  cannotDeleteSelf: 'Kendi hesabınızı silemezsiniz.',
  sellerNotFound: 'Satıcı bulunamadı.',
  dateInvalid: 'Geçerli bir tarih girin (YYYY-AA-GG).',
  dateRangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  /** The name an anonymised (deleted) account keeps, so old orders still show a buyer. */
  deletedUserName: 'Silinmiş kullanıcı',
} as const;
