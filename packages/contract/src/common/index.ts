import { z } from 'zod';

export const idParam = z.object({ id: z.string().min(1).max(64) });
export type IdParam = z.infer<typeof idParam>;

export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** `GET /api/health`: liveness, the process answers and its database does. */
export const healthResponse = z.object({ status: z.literal('ok') });
/** `GET /api/ready`: readiness, every dependency answers and the process is not shutting down (503 otherwise). */
export const readyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponse>;

/** Query strings arrive as text: turn '2' into 2, and '' into undefined. */
export const pageQuery = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export const isoDate = z.string();

/** `GET /api/config`: what the web app needs to know at run time (no secrets). */
export const publicConfig = z.object({
  appUrl: z.string(),
  analyticsId: z.string().nullable(),
  googleClientId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
