import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketingMessages } from '@pazaryeri/contract';
import { subscribers } from '../../db/schema/marketing';

/** Subscribers written straight to the database, all confirmed unless told otherwise. */
export async function createSubscribers(app: FastifyInstance, count: number, options: { status?: 'pending' | 'confirmed' | 'unsubscribed'; prefix?: string } = {}) {
  const prefix = options.prefix ?? `abone${Date.now()}`;
  return app.db
    .insert(subscribers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix}.${index}@ornek.com.tr`,
        status: options.status ?? 'confirmed',
        consentText: marketingMessages.consentText,
        consentPage: '/',
        confirmedAt: (options.status ?? 'confirmed') === 'confirmed' ? sql`now()` : null,
      })),
    )
    .returning();
}
