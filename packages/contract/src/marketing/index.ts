import { z } from 'zod';
import { pageQuery } from '../common';
import { marketingMessages } from './messages';

export { marketingMessages } from './messages';

/**
 * E-mail marketing (spec §3, §7 "Marketing", `/api/marketting` in the spec's spelling).
 * Subscribers confirm by e-mail (double opt-in); campaigns go out through the job queue.
 */
export const marketingLimits = {
  titleMax: 200,
  contentMax: 100_000,
  listLimit: 20,
  maxLimit: 100,
  maxRecipients: 50_000,
  sentEmailsMax: 500,
} as const;

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
/** Where a subscription came from: the footer box, the blog, checkout, or an import by staff. */
export const subscriberSources = ['footer', 'blog', 'checkout', 'import'] as const;
export type SubscriberSource = (typeof subscriberSources)[number];
export const campaignStatuses = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const recipientStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/** PostgreSQL text cannot hold NUL: refused as input instead of failing in the database. */
export const noNul = (value: string) => !value.includes('\u0000');
const nulMessage = { error: 'Metin geçersiz bir karakter içeriyor.' };

const email = z.string({ error: marketingMessages.emailInvalid }).trim().toLowerCase().max(254).pipe(z.email({ error: marketingMessages.emailInvalid }));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarih YYYY-AA-GG biçiminde olmalı.' }).optional();
const keyword = z.string().trim().max(200).refine(noNul, nulMessage).optional();

export const subscribeBody = z.object({
  email,
  source: z.enum(subscriberSources).optional(),
  /** The page the form was on (a path); the Referer header otherwise. */
  page: z.string().max(500).refine(noNul, nulMessage).optional(),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;
export const subscribeResponse = z.object({ data: z.object({ email: z.string() }), message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

export const subscriberTokenBody = z.object({ token: z.string().min(1).max(2000) });
export const subscriberTokenQuery = z.object({ token: z.string().min(1).max(2000) });
export const subscriberActionResponse = z.object({ data: z.object({ email: z.string() }), message: z.string() });

export const subscriber = z.object({
  _id: z.string(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  source: z.enum(subscriberSources),
  consentText: z.string(),
  consentPage: z.string().nullable(),
  consentIp: z.string().nullable(),
  consentedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const subscribersQuery = pageQuery(marketingLimits.listLimit, marketingLimits.maxLimit).extend({
  query: keyword,
  status: z.enum(subscriberStatuses).optional(),
  source: z.enum(subscriberSources).optional(),
  startDate: day,
  endDate: day,
});
export type SubscribersQuery = z.infer<typeof subscribersQuery>;
export const subscribersResponse = z.object({
  subscribers: z.array(subscriber),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
});
export type SubscribersResponse = z.infer<typeof subscribersResponse>;

export const deleteSubscribersBody = z.object({ ids: z.array(z.uuid({ error: 'Geçersiz abone.' })).min(1).max(1000) });
export const deleteSubscribersResponse = z.object({ message: z.string(), deleted: z.number() });

const title = z.string({ error: marketingMessages.titleRequired }).trim().min(1, { error: marketingMessages.titleRequired }).max(marketingLimits.titleMax).refine(noNul, nulMessage);
const content = z.string({ error: marketingMessages.contentRequired }).trim().min(1, { error: marketingMessages.contentRequired }).max(marketingLimits.contentMax).refine(noNul, nulMessage);

/** A campaign's body is plain text with blank lines between paragraphs; links are written out. */
export const campaignBody = z.object({ title, content });
export type CampaignBody = z.infer<typeof campaignBody>;

export const campaignProgress = z.object({
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  pending: z.number(),
});
export type CampaignProgress = z.infer<typeof campaignProgress>;

export const campaign = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.enum(campaignStatuses),
  kind: z.enum(['campaign', 'manual']),
  attachmentName: z.string().nullable(),
  sentAt: z.string().nullable(),
  queuedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  progress: campaignProgress,
});
export type Campaign = z.infer<typeof campaign>;
export const campaignResponse = z.object({ message: z.string().optional(), campaign });
export type CampaignResponse = z.infer<typeof campaignResponse>;

export const campaignsQuery = pageQuery(marketingLimits.listLimit, marketingLimits.maxLimit).extend({
  query: keyword,
  status: z.enum(campaignStatuses).optional(),
  startDate: day,
  endDate: day,
});
export type CampaignsQuery = z.infer<typeof campaignsQuery>;
export const campaignsResponse = z.object({
  campaigns: z.array(campaign),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type CampaignsResponse = z.infer<typeof campaignsResponse>;

/** Chosen subscribers, or every confirmed one (`all`). Only confirmed addresses ever receive it. */
export const sendCampaignBody = z
  .object({
    subscriberIds: z.array(z.uuid({ error: 'Geçersiz abone.' })).max(marketingLimits.maxRecipients).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.subscriberIds?.length ?? 0) > 0, { error: marketingMessages.recipientsRequired, path: ['subscriberIds'] });
export type SendCampaignBody = z.infer<typeof sendCampaignBody>;

export const sentEmail = z.object({
  _id: z.string(),
  campaignId: z.string(),
  subject: z.string(),
  email: z.string(),
  status: z.enum(recipientStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type SentEmail = z.infer<typeof sentEmail>;
export const sentEmailsQuery = z.object({
  campaignId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(marketingLimits.sentEmailsMax).default(200),
});
export const sentEmailsResponse = z.array(sentEmail);
