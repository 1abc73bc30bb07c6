import { z } from 'zod';
import { adminListLimits } from '../admin';
import { pageQuery } from '../common';

/** KVKK art. 11 requests as the admin watches them: each has 30 days for its answer (art. 13). */
export const dataRequestKinds = ['export', 'deletion'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/** `expired`: an export that was ready and whose file has been deleted (7 days on); `done`: a deletion carried out. */
export const dataRequestStatuses = ['pending', 'running', 'ready', 'failed', 'expired', 'done'] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

export const dataRequestKindLabels: Record<DataRequestKind, string> = { export: 'Veri kopyası', deletion: 'Hesap silme' };
export const dataRequestStatusLabels: Record<DataRequestStatus, string> = {
  pending: 'Sırada',
  running: 'Hazırlanıyor',
  ready: 'Hazır',
  failed: 'Başarısız',
  expired: 'Dosya silindi',
  done: 'Tamamlandı',
};

/** '' means "not given", as every admin filter sends it. */
const choice = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z
    .enum(['', ...values], { error })
    .optional()
    .transform((value) => (value || undefined) as T[number] | undefined);

export const adminDataRequestsQuery = pageQuery(adminListLimits.list, adminListLimits.max).extend({
  kind: choice(dataRequestKinds, 'Geçerli bir başvuru türü seçin.'),
  status: choice(dataRequestStatuses, 'Geçerli bir başvuru durumu seçin.'),
  /** true: not answered and past the 30 days; false: answered or still within them. */
  overdue: z
    .enum(['', 'true', 'false'], { error: "overdue 'true' ya da 'false' olmalı." })
    .optional()
    .transform((value) => (value ? value === 'true' : undefined)),
  /** The person's name or e-mail, Turkish letters folded. */
  keyword: z
    .string()
    .trim()
    .max(100, { error: 'En fazla 100 karakter girin.' })
    .optional()
    .transform((value) => value || undefined),
});
export type AdminDataRequestsQuery = z.infer<typeof adminDataRequestsQuery>;

export const adminDataRequest = z.object({
  _id: z.string(),
  kind: z.enum(dataRequestKinds),
  status: z.enum(dataRequestStatuses),
  /** A deleted account keeps its anonymised name and shows no e-mail. */
  person: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), deleted: z.boolean() }),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** 30 days after the request arrived. */
  deadlineAt: z.string(),
  /** Whole days to the deadline, a started day counted; negative once overdue; null once answered. */
  daysLeft: z.number().int().nullable(),
  /** Not answered and past the deadline. */
  overdue: z.boolean(),
});
export type AdminDataRequest = z.infer<typeof adminDataRequest>;

export const adminDataRequestsResponse = z.object({
  requests: z.array(adminDataRequest),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminDataRequestsResponse = z.infer<typeof adminDataRequestsResponse>;
