import { marketingMessages, noNul } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { uploadedNameOf } from '../../plugins/external/http';
import { createCampaign, queueCampaign } from './marketing.campaigns';
import { campaigns } from '../../db/schema/marketing';
import { eq } from 'drizzle-orm';

const uuidList = z
  .string()
  .max(2_000_000)
  .transform((text, context) => {
    const trimmed = text.trim();
    let items: unknown;
    try {
      items = trimmed.startsWith('[') ? JSON.parse(trimmed) : trimmed.split(',').map((item) => item.trim()).filter(Boolean);
    } catch {
      context.addIssue({ code: 'custom', message: 'subscriberIds bir liste olmalı.' });
      return z.NEVER;
    }
    const parsed = z.array(z.uuid({ error: 'Geçersiz abone.' })).max(50_000).safeParse(items);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'Geçersiz abone.' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The manual campaign form: text fields as multipart strings, the attachment as bytes. */
export const manualCampaignBody = z
  .object({
    title: z.string().trim().min(1, { error: marketingMessages.titleRequired }).max(200).refine(noNul, { error: 'Metin geçersiz bir karakter içeriyor.' }),
    content: z.string().trim().min(1, { error: marketingMessages.contentRequired }).max(100_000).refine(noNul, { error: 'Metin geçersiz bir karakter içeriyor.' }),
    subscriberIds: uuidList.optional(),
    all: z.enum(['true', 'false']).optional(),
    attachment: z.any().describe('Ek dosya (PDF, PNG, JPEG, WebP), en fazla UPLOAD_LIMIT_BYTES'),
  })
  .refine((body) => body.all === 'true' || (body.subscriberIds?.length ?? 0) > 0, { error: marketingMessages.recipientsRequired, path: ['subscriberIds'] });
export type ManualCampaignBody = z.infer<typeof manualCampaignBody>;

const kinds = [
  { type: 'application/pdf', extension: 'pdf', test: (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'image/png', extension: 'png', test: (data: Buffer) => data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', extension: 'jpg', test: (data: Buffer) => data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { type: 'image/webp', extension: 'webp', test: (data: Buffer) => data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** A shown name: no folders, no control or direction characters, at most 120 characters, the content's extension. */
function safeName(given: string | undefined, extension: string) {
  const base = (given ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 100) || 'ek';
  return `${stem}.${extension}`;
}

/**
 * `POST /sendManualCampaign`: a campaign with an attachment (checked by its bytes, kept as a
 * private file), created and queued at once. If queueing refuses, the campaign and file go.
 */
export async function createManualCampaign(app: FastifyInstance, request: FastifyRequest, body: ManualCampaignBody) {
  if (!Buffer.isBuffer(body.attachment) || body.attachment.length === 0) throw new AppError('VALIDATION_FAILED', marketingMessages.attachmentRequired, { attachment: marketingMessages.attachmentRequired });
  const data = body.attachment;
  const kind = kinds.find((candidate) => candidate.test(data));
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', marketingMessages.attachmentInvalid);
  const files = app.privateFiles;
  const key = await files.put('campaign-attachments', kind.extension, data);
  const name = safeName(uploadedNameOf(request, data), kind.extension);
  const campaign = await createCampaign(app.db, request.user!.id, { title: body.title, content: body.content, kind: 'manual', attachment: { key, name, type: kind.type } });
  try {
    return await queueCampaign(app, campaign.id, { all: body.all === 'true', subscriberIds: body.subscriberIds });
  } catch (error) {
    await app.db.delete(campaigns).where(eq(campaigns.id, campaign.id));
    await files.remove(key);
    throw error;
  }
}
