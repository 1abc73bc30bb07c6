import type { SubscriberStatus } from '@pazaryeri/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/marketing';

export interface AccountNewsletterConsent {
  email: string;
  granted: boolean;
  /** The exact text the person agreed to (or withdrew from), as shown. */
  consentText: string;
  ip: string | null;
  /** The page the choice was made on, when there is one. */
  page: string | null;
}

const normalise = (email: string) => email.trim().toLowerCase();

/** The newsletter status of an address, or null when it never subscribed. */
export async function newsletterStatusOf(db: Db, email: string): Promise<SubscriberStatus | null> {
  const [row] = await db.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.email, normalise(email))).limit(1);
  return row?.status ?? null;
}

/**
 * A signed-in person's commercial e-mail consent, carried to their address's subscription.
 * Granting confirms the address at once, with the consent's text, page and IP in the columns a
 * subscribe fills (the person is signed in to the account the address belongs to, so no
 * confirmation link is mailed); an address already confirmed keeps the consent it was confirmed
 * with. Withdrawing unsubscribes it; the row and its consent record stay. Returns the status after.
 */
export async function setAccountNewsletterConsent(db: Db, consent: AccountNewsletterConsent): Promise<SubscriberStatus | null> {
  const email = normalise(consent.email);
  if (!consent.granted) {
    await db
      .update(subscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(subscribers.email, email), ne(subscribers.status, 'unsubscribed')));
    return newsletterStatusOf(db, email);
  }
  const confirmed = {
    status: 'confirmed' as const,
    consentText: consent.consentText,
    consentPage: consent.page?.slice(0, 500) ?? null,
    consentIp: consent.ip,
    consentedAt: sql`now()`,
    confirmedAt: sql`now()`,
    confirmIp: consent.ip,
    unsubscribedAt: null,
    updatedAt: sql`now()`,
  };
  // `source` keeps the column's default on a new row: the list of sources has no "account" yet.
  await db
    .insert(subscribers)
    .values({ email, ...confirmed })
    .onConflictDoUpdate({ target: subscribers.email, set: confirmed, setWhere: sql`${subscribers.status} <> 'confirmed'` });
  return 'confirmed';
}
