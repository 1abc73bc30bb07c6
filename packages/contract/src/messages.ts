/**
 * The Turkish message catalogue (spec §8) and the stable error codes the API answers with.
 * The web shows `message`; code is for programs and tests.
 */
export const messages = {
  // Auth and session (spec §5, §8)
  tokenMissing: 'Token bulunamadı',
  tokenMissingLogin: 'Token bulunamadı, giriş yapınız.',
  tokenMissingPleaseLogin: 'Token bulunamadı, lütfen giriş yapın.',
  sessionExpired: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
  userNotAuthenticated: 'User not authenticated',
  pleaseLogin: 'Lütfen giriş yapın.',
  authorizationError: 'Yetkilendirme hatası.',
  sessionRequired: 'Oturum açmanız gerekiyor',
  invalidToken: 'Geçersiz oturum bilgisi. Lütfen tekrar giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  accountBanned: 'Hesabınız askıya alınmış. Destek ekibimizle iletişime geçin.',
  csrfInvalid: 'Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.',
  unknownProvider: 'Bilinmeyen giriş yöntemi.',

  // Users
  unknownError: 'Bilinmeyen bir hata oluştu',
  loginFailed: 'Giriş işlemi sırasında bir hata oluştu.',
  invalidCredentials: 'E-posta adresi veya şifre hatalı.',
  registerFailed: 'Kayıt sırasında bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
  emailAlreadyRegistered: 'Bu e-posta adresi zaten kayıtlı.',
  emailTaken:
    'Bu e-posta adresiyle zaten bir hesap var. Lütfen giriş yapın veya başka bir e-posta adresi kullanın.',
  resetCodeFailed: 'Kod doğrulama sırasında bir hata oluştu',
  resetCodeInvalid: 'Doğrulama kodu hatalı veya süresi dolmuş.',
  resetCodeTooManyAttempts: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
  resetCodeSent: 'Şifre sıfırlama kodu e-posta adresinize gönderildi.',
  resetCodeVerified: 'Kod doğrulandı. Yeni şifrenizi belirleyebilirsiniz.',
  resetTokenInvalid: 'Şifre sıfırlama oturumunun süresi dolmuş. Lütfen yeni bir kod isteyin.',
  passwordReset: 'Şifreniz başarıyla güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  passwordUpdated: 'Şifreniz başarıyla güncellendi.',
  oldPasswordWrong: 'Mevcut şifreniz hatalı.',
  passwordNotSet: 'Hesabınız Google ile açıldığı için mevcut bir şifreniz yok. Şifre sıfırlama adımlarını kullanın.',
  profileFailed: 'Profil güncellenirken bir hata oluştu',
  profileUpdated: 'Profil başarıyla güncellendi',
  userNotFound: 'Kullanıcı bulunamadı.',
  googleTokenInvalid: 'Google ile giriş doğrulanamadı.',
  googleNotConfigured: 'Google ile giriş şu anda kullanılamıyor.',
  loggedOut: 'Çıkış yapıldı.',

  // Generic
  genericError: 'Bir hata oluştu',
  networkError: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  validationFailed: 'Gönderilen bilgiler geçersiz.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  unsupportedMediaType: 'Desteklenmeyen içerik türü.',
  payloadTooLarge: 'Gönderilen veri çok büyük.',
  fileTooLarge: 'Dosya çok büyük. En fazla {max} yükleyebilirsiniz.',
  invalidImage: 'Dosya geçerli bir resim değil. JPEG, PNG, WebP veya GIF yükleyin.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  fileLinkExpired: 'Dosya bağlantısının süresi doldu. Sayfayı yenileyip yeni bir bağlantı alın.',
  fileLinkInvalid: 'Dosya bağlantısı geçersiz.',
  routeNotFound: 'İstenen adres bulunamadı.',
  rateLimited: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
  serverError: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.',
  notReady: 'Sunucu şu anda istek kabul etmeye hazır değil. Lütfen biraz sonra tekrar deneyin.',
  categoryNotFound: 'Kategori bulunamadı.',
  badUrl: 'İstenen adres geçersiz ya da çok uzun.',
  bodyNotObject: 'İstek gövdesi alanları olan bir JSON nesnesi olmalı.',
  controlCharacters: 'Geçersiz karakter: metinlerde NUL ve benzeri denetim karakterleri kullanılamaz.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders in a catalogue message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
