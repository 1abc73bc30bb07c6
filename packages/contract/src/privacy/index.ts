import { z } from 'zod';
import { marketingMessages } from '../marketing/messages';

/** KVKK art. 11 requests: a copy of one's data (export) and the deletion of one's account. */
export const dataExportStatuses = ['pending', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** How long a ready export stays downloadable, and how often one may be asked for. */
export const dataExportLimits = { keepDays: 7, oncePerMinutes: 60 } as const;

export const privacyMessages = {
  exportStarted: 'Verilerinizin bir kopyası hazırlanıyor. Hazır olduğunda e-posta ile haber vereceğiz.',
  exportTooSoon: (minutes: number) =>
    `Son bir saat içinde verilerinizin bir kopyasını istediniz. Yeni bir kopyayı ${minutes} dakika sonra isteyebilirsiniz.`,
  exportNotFound: 'Veri kopyası bulunamadı.',
  exportNotReady: 'Veri kopyanız henüz hazır değil.',
  exportExpired: 'Bu veri kopyasının süresi doldu ve silindi. Yeni bir kopya isteyebilirsiniz.',
  exportLinkInvalid: 'İndirme bağlantısı geçersiz. Hesabım → Kişisel verilerim sayfasından yeniden indirin.',
  exportLinkExpired: 'İndirme bağlantısının süresi doldu. Hesabım → Kişisel verilerim sayfasından yeniden indirin.',
} as const;

export const dataExportIdParam = z.object({ id: z.uuid({ error: 'Geçersiz veri kopyası.' }) });

export const dataExport = z.object({
  exportId: z.string(),
  status: z.enum(dataExportStatuses),
  /** 0–100 while the copy is written. */
  progress: z.number().int(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the file is deleted (7 days after it was ready). */
  expiresAt: z.string().nullable(),
  /** A short-lived link for its owner, while the file is ready. */
  url: z.string().optional(),
  /** Bytes, once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

export const dataExportStartedResponse = z.object({
  exportId: z.string(),
  status: z.enum(dataExportStatuses),
  message: z.string(),
});
export type DataExportStartedResponse = z.infer<typeof dataExportStartedResponse>;

/** The account page: the latest export, if any. */
export const latestDataExportResponse = z.object({ export: dataExport.nullable() });
export type LatestDataExportResponse = z.infer<typeof latestDataExportResponse>;

/**
 * Consents (KVKK art. 5/1, the İYS record of commercial e-mail, the cookie guideline's opt-in for
 * analytics). Each choice is kept as a record that is never changed or deleted: the exact text the
 * person saw, its version, the channel, the time, the IP and where it was made.
 */
export const consentPurposes = ['commercial_email', 'analytics'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
/** Where a choice was made: the cookie banner, Hesabım → Kişisel verilerim, the sign-up form. */
export const consentSources = ['banner', 'account', 'register'] as const;
export type ConsentSource = (typeof consentSources)[number];
export const consentChannels = ['web'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/**
 * The texts shown for each purpose. A record keeps the text itself and its version; a changed
 * wording gets a new version, so every record still says what its person read. Commercial e-mail
 * is the newsletter's own consent text: the same agreement, wherever it is given.
 */
export const consentTexts: Record<ConsentPurpose, { version: string; text: string }> = {
  commercial_email: { version: 'ticari-eposta-1', text: marketingMessages.consentText },
  analytics: {
    version: 'analitik-1',
    text: 'Pazaryeri, siteyi nasıl kullandığınızı anlamak ve geliştirmek için analitik çerezler (Google Analytics) kullanır; IP adresiniz kısaltılarak işlenir. Bu çerezler yalnızca izin verirseniz yüklenir ve izninizi dilediğiniz an geri alabilirsiniz.',
  },
};

/** The body's field for each purpose. */
export const consentFields = { commercialEmail: 'commercial_email', analytics: 'analytics' } as const satisfies Record<string, ConsentPurpose>;

export const consentMessages = {
  nothingToChange: 'Değiştirilecek bir izin seçin (kampanya e-postaları ya da analitik çerezler).',
  valueInvalid: 'İzin açık (true) ya da kapalı (false) olmalı.',
  sourceInvalid: 'İznin verildiği yer geçersiz.',
} as const;

const consentValue = z.boolean({ error: consentMessages.valueInvalid }).optional();

export const updateConsentsBody = z
  .object({
    commercialEmail: consentValue,
    analytics: consentValue,
    source: z.enum(consentSources, { error: consentMessages.sourceInvalid }),
  })
  .refine((body) => body.commercialEmail !== undefined || body.analytics !== undefined, { error: consentMessages.nothingToChange });
export type UpdateConsentsBody = z.infer<typeof updateConsentsBody>;

/** The latest choice for a purpose; null when the person was never asked. */
export const consentState = z
  .object({
    granted: z.boolean(),
    at: z.string(),
    source: z.enum(consentSources),
    textVersion: z.string(),
  })
  .nullable();
export type ConsentState = z.infer<typeof consentState>;

export const consentRecord = z.object({
  id: z.string(),
  purpose: z.enum(consentPurposes),
  granted: z.boolean(),
  at: z.string(),
  source: z.enum(consentSources),
  channel: z.enum(consentChannels),
  textVersion: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** How many of the newest records the account page gets; the data export holds them all. */
export const consentHistoryLimit = 50;

export const consentsResponse = z.object({
  consents: z.object({ commercialEmail: consentState, analytics: consentState }),
  /**
   * The newsletter subscription of the account's e-mail, as the marketing side keeps it: whether
   * campaign e-mail actually goes out (an e-mail's own unsubscribe link ends it too).
   */
  newsletter: z.enum(['pending', 'confirmed', 'unsubscribed']).nullable(),
  /** Newest first, at most `consentHistoryLimit`. */
  history: z.array(consentRecord),
});
export type ConsentsResponse = z.infer<typeof consentsResponse>;

/**
 * Deleting one's own account (KVKK art. 7): the password again, or for an account without one a
 * fresh Google sign-in (its ID token, at most `freshSignInMinutes` old).
 */
export const accountDeletionLimits = { freshSignInMinutes: 10 } as const;

export const deletionMessages = {
  accountDeleted:
    'Hesabınız silindi. Kişisel verileriniz silindi ya da anonimleştirildi; yasal saklama süresi olan sipariş ve ödeme kayıtları yalnızca bu amaçla saklanır.',
  passwordRequired: 'Hesabınızı silmek için şifrenizi girin.',
  passwordWrong: 'Şifre hatalı. Hesabınız silinmedi.',
  googleSignInRequired: 'Hesabınızı silmek için Google ile yeniden giriş yapın.',
  googleSignInStale: 'Google girişiniz çok eski. Hesabınızı silmek için Google ile yeniden giriş yapın.',
  googleAccountMismatch: 'Bu Google hesabı sizin hesabınıza bağlı değil.',
  cannotDeleteYet: 'Hesabınız şu an silinemez.',
  openOrders: (count: number) => `Teslim edilmemiş ${count} siparişiniz var; teslim edildikten ya da iade edildikten sonra hesabınızı silebilirsiniz.`,
  storeOpenOrders: (count: number) => `Mağazanızın tamamlanmamış ${count} siparişi var; siparişler teslim edildikten ya da iade edildikten sonra silebilirsiniz.`,
  escrowHeld: (count: number) => `Mağazanızın ödemesi henüz aktarılmamış ${count} satışı var; ödemeleriniz aktarıldıktan sonra hesabınızı silebilirsiniz.`,
  freelanceRunning: (count: number) => `Devam eden ${count} özel işiniz var; iş tamamlandıktan ya da iptal edildikten sonra hesabınızı silebilirsiniz.`,
} as const;

const credentialField = z.string({ error: 'Geçersiz değer.' }).max(4096, { error: 'Geçersiz değer.' }).optional();
export const deleteAccountBody = z.object({
  password: z.string({ error: deletionMessages.passwordRequired }).max(200, { error: deletionMessages.passwordWrong }).optional(),
  /** A Google ID token from a sign-in just made, for an account without a password. */
  credential: credentialField,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;
