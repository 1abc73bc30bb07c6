import { z } from 'zod';

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
