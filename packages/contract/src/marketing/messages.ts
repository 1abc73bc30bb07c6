/** Turkish messages of e-mail marketing (spec §8 where it names one). */
export const marketingMessages = {
  // Subscription (public)
  subscribed: 'Teşekkürler! Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.',
  subscribeFailed: 'Bir hata oluştu',
  confirmed: 'E-posta aboneliğiniz onaylandı. Kampanya ve duyurularımız artık size ulaşacak.',
  unsubscribed: 'Aboneliğiniz iptal edildi. Size artık kampanya e-postası göndermeyeceğiz.',
  linkInvalid: 'Bağlantı geçersiz ya da süresi dolmuş. Lütfen yeniden abone olun.',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  tooManySubscribes: 'Çok fazla deneme yaptınız. Lütfen daha sonra tekrar deneyin.',
  /** The text a subscriber agrees to; its exact wording is stored with each consent. */
  consentText:
    'Pazaryeri’nin kampanya, indirim ve duyurularını e-posta ile almayı kabul ediyorum. İzni dilediğim an her e-postadaki bağlantıyla geri alabilirim.',

  // Staff
  campaignCreated: 'Kampanya oluşturuldu.',
  campaignUpdated: 'Kampanya güncellendi.',
  campaignNotFound: 'Kampanya bulunamadı.',
  campaignNotDraft: 'Bu kampanya gönderildi ya da gönderiliyor; artık değiştirilemez.',
  campaignQueued: 'Kampanya gönderim sırasına alındı.',
  noRecipients: 'Seçilenler arasında onaylı abone yok: kampanya kimseye gönderilmedi.',
  recipientsRequired: 'En az bir alıcı seçin ya da tüm onaylı aboneleri seçin.',
  testSent: 'Deneme e-postası adresinize gönderildi.',
  subscribersDeleted: '{count} abone silindi.',
  attachmentInvalid: 'Ek yalnızca PDF, PNG, JPEG ya da WebP olabilir.',
  attachmentRequired: 'Manuel kampanyaya bir ek dosya ekleyin.',
  sentEmailsNotArray: "API'den beklenen veri formatı dizi değil.",
  titleRequired: 'Kampanya başlığı gerekli.',
  contentRequired: 'Kampanya içeriği gerekli.',
} as const;
