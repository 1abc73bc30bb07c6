/** Turkish messages of stores, seller approvals, follows and reports (spec §8 where it names one). */
export const sellerMessages = {
  // Registration and approval
  registered: 'Satıcı kaydı oluşturuldu, onay bekleniyor.',
  registerFailed: 'Satıcı kaydı başarısız oldu.',
  applicationExists: 'Bu hesap için zaten bir satıcı başvurusu var.',
  staffCannotApply: 'Yönetici ve pazarlama hesapları satıcı başvurusu yapamaz.',
  aliasTaken: 'Bu mağaza adresi başka bir mağaza tarafından kullanılıyor.',
  aliasCheckFailed: 'Alias kontrolü başarısız',
  applicationNotFound: 'Satıcı başvurusu bulunamadı.',
  alreadyApproved: 'Bu satıcı başvurusu zaten onaylanmış.',
  approved: 'Satıcı başvurusu onaylandı.',
  rejected: 'Satıcı başvurusu reddedildi.',

  // Store profile
  storeNotFound: 'Mağaza bulunamadı.',
  storeUpdated: 'Mağaza bilgileri başarıyla güncellendi',
  storeUpdateFailed: 'Mağaza bilgileri güncellenemedi',
  logoRemoved: 'Profil resmi başarıyla kaldırıldı',
  coverRemoved: 'Kapak resmi başarıyla kaldırıldı',
  imageRemoveFailed: 'Resim kaldırılamadı.',
  profileUpdated: 'Satıcı bilgileri ve adresler başarıyla güncellendi',
  duplicateAddress: 'Adres listesinde aynı adres birden fazla kez yer alıyor.',

  // Follows
  followed: 'Takip edildi',
  unfollowed: 'Takipten çıkıldı',
  followFailed: 'Takip işlemi başarısız.',
  cannotFollowOwnStore: 'Kendi mağazanızı takip edemezsiniz.',
  followerReportNotFound: 'Takipçi raporu bulunamadı',

  // Reports
  salesReportFailed: 'Satış raporu verileri yüklenirken bir hata oluştu.',
} as const;
