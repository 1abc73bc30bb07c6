/** STL constants without zod (labels, licence texts, messages, limits): the web imports these, so no schema code rides into its shared chunks. */
/** Spec §3, §6, §7 STL: categories, STL products (a catalogue product of type model3d plus its geometry), downloads. */
export const stlLimits = {
  titleMin: 3,
  titleMax: 150,
  descriptionMax: 5000,
  categoryNameMin: 2,
  categoryNameMax: 60,
  listLimit: 24,
  sellerListLimit: 20,
  /** The default of STL_MAX_BYTES. */
  defaultMaxBytes: 100 * 1024 * 1024,
  thumbnail: { large: 600, small: 300 },
  /** STL files (parts) a model may have: an enclosure is a box and a lid. */
  maxParts: 10,
  /** The seller's own photos beside the rendered thumbnail. */
  maxPhotos: 6,
} as const;

export const stlLicences = ['personal', 'commercial', 'commercial-no-derivatives'] as const;
export type StlLicence = (typeof stlLicences)[number];

export const stlLicenceLabels: Record<StlLicence, string> = {
  personal: 'Kişisel kullanım',
  commercial: 'Ticari kullanım',
  'commercial-no-derivatives': 'Ticari kullanım, türev yasak',
};

/** The licence texts: shown on the model page and written into every download as LİSANS.txt. */
export const stlLicenceTexts: Record<StlLicence, string> = {
  personal:
    'Bu model yalnızca kişisel ve ticari olmayan kullanım içindir. Modeli kendiniz için basabilir ve değiştirebilirsiniz. Modeli ya da ondan basılan parçaları satamaz, dosyayı başkalarıyla paylaşamaz veya yeniden yayımlayamazsınız.',
  commercial:
    'Bu modeli ticari amaçla kullanabilirsiniz: basılan parçaları satabilir, ürünlerinizde kullanabilir ve modeli değiştirebilirsiniz. STL dosyasının kendisini (değiştirilmiş hâli dahil) satamaz, paylaşamaz veya yeniden yayımlayamazsınız.',
  'commercial-no-derivatives':
    'Bu modelden basılan parçaları ticari amaçla satabilirsiniz; ancak modeli değiştiremez, ondan türev çalışma üretemezsiniz. STL dosyasını satamaz, paylaşamaz veya yeniden yayımlayamazsınız.',
};

export const stlMessages = {
  categoryCreated: 'STL kategorisi eklendi.',
  categoryUpdated: 'STL kategorisi güncellendi.',
  categoryDeleted: 'STL kategorisi silindi.',
  categoryNotFound: 'STL kategorisi bulunamadı.',
  categoryDuplicate: 'Bu isimde bir STL kategorisi zaten var.',
  categoryHasModels: 'Bu kategoride STL modelleri bulunduğu için silinemez. Önce modelleri başka bir kategoriye taşıyın.',
  categoryInvalid: 'Geçerli bir STL kategorisi seçin.',
  created: 'STL modeli yüklendi ve yayına alındı.',
  updated: 'STL modeli güncellendi.',
  deleted: 'STL modeli silindi.',
  notFound: 'STL modeli bulunamadı.',
  notOwner: 'Bu STL modeli sizin mağazanıza ait değil.',
  fileRequired: 'Bir STL dosyası seçin.',
  fileTooLarge: 'STL dosyası çok büyük. En fazla {max} yükleyebilirsiniz.',
  filesTooLarge: 'Yüklenen dosyalar toplamda çok büyük. Bir model için toplam en fazla {max} yükleyebilirsiniz.',
  tooManyParts: 'Bir modele en fazla {max} STL dosyası eklenebilir.',
  tooManyPhotos: 'Bir modele en fazla {max} fotoğraf eklenebilir.',
  photoTooLarge: '"{name}" fotoğrafı çok büyük. Fotoğraf başına en fazla {max} yükleyebilirsiniz.',
  partRefused: '"{name}" dosyası: {reason}',
  photoRefused: '"{name}" fotoğrafı: {reason}',
  analysisFailed: 'STL dosyası çözümlenemedi. Dosyayı kontrol edip tekrar deneyin.',
  busy: 'Şu anda çok sayıda model işleniyor. Lütfen biraz sonra tekrar deneyin.',
  downloadCounted: 'İndirme sayıldı.',
  downloadAlreadyCounted: 'Bu modeli bugün zaten indirdiniz; sayaç günde bir kez artar.',
  downloadForbidden: 'Bu modeli indirmek için önce satın almalısınız.',
  downloadLinkMissing: 'İndirme bağlantısı eksik.',
  downloadLinkExpired: 'İndirme bağlantısının süresi dolmuş. Yeni bir bağlantı alın.',
  downloadLinkInvalid: 'İndirme bağlantısı geçersiz.',
  loadFailed: 'STL modelleri yüklenemedi.',
  uploadFailed: 'STL modeli yüklenemedi.',
} as const;

