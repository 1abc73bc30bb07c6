import {
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentSource,
  type ConsentsResponse,
  type ConsentState,
  consentFields,
  consentHistoryLimit,
  consentTexts,
  type UpdateConsentsBody,
} from '@pazaryeri/contract/privacy/index';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consentRecords, type ConsentRecordRow } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { newsletterStatusOf, setAccountNewsletterConsent } from '../marketing';

/** Where a choice came from, as the request tells it: never from the body. */
export interface ConsentOrigin {
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 300;
/** The page each source offers the choice on, recorded as the newsletter consent's page (the banner shows on every page). */
const pageOf: Record<ConsentSource, string | null> = { account: '/hesabim/kisisel-verilerim', register: '/register', banner: null };

export const trimUserAgent = (value: string | undefined) => value?.trim().slice(0, USER_AGENT_MAX) || null;

const stateOf = (row: ConsentRecordRow | undefined): ConsentState =>
  row ? { granted: row.granted, at: row.createdAt.toISOString(), source: row.source, textVersion: row.textVersion } : null;

const recordView = (row: ConsentRecordRow): ConsentRecord => ({
  id: row.id,
  purpose: row.purpose,
  granted: row.granted,
  at: row.createdAt.toISOString(),
  source: row.source,
  channel: row.channel,
  textVersion: row.textVersion,
});

/** The newest record of each purpose the person was ever asked about. */
async function latestRecords(db: Db, userId: string): Promise<Map<ConsentPurpose, ConsentRecordRow>> {
  const rows = await db
    .selectDistinctOn([consentRecords.purpose])
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.purpose, desc(consentRecords.createdAt), desc(consentRecords.id));
  return new Map(rows.map((row) => [row.purpose, row]));
}

/** The person's current choices, their newsletter as it stands, and their newest records. */
export async function getConsents(db: Db, userId: string): Promise<ConsentsResponse> {
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const [latest, history, newsletter] = await Promise.all([
    latestRecords(db, userId),
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(desc(consentRecords.createdAt), desc(consentRecords.id)).limit(consentHistoryLimit),
    person ? newsletterStatusOf(db, person.email) : null,
  ]);
  return {
    consents: { commercialEmail: stateOf(latest.get('commercial_email')), analytics: stateOf(latest.get('analytics')) },
    newsletter,
    history: history.map(recordView),
  };
}

/**
 * Records each purpose whose value changed or was never recorded, with the text shown, the IP and
 * the source; an unchanged value writes nothing. Commercial e-mail also moves the newsletter of
 * the account's address, in the same transaction: it counts as changed when the subscription
 * disagrees with the choice (unsubscribed through an e-mail's link, subscribed from the footer).
 * The person's row is locked, so two choices at once are recorded one after the other.
 */
export async function updateConsents(db: Db, userId: string, body: UpdateConsentsBody, origin: ConsentOrigin): Promise<ConsentsResponse> {
  await db.transaction(async (tx) => {
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!person) return;
    const latest = await latestRecords(tx, userId);
    for (const [field, purpose] of Object.entries(consentFields) as [keyof typeof consentFields, ConsentPurpose][]) {
      const granted = body[field];
      if (granted === undefined) continue;
      const previous = latest.get(purpose);
      const newsletterAgrees = purpose !== 'commercial_email' || ((await newsletterStatusOf(tx, person.email)) === 'confirmed') === granted;
      if (previous?.granted === granted && newsletterAgrees) continue;
      const { text, version } = consentTexts[purpose];
      await tx.insert(consentRecords).values({
        userId,
        purpose,
        granted,
        text,
        textVersion: version,
        channel: 'web',
        source: body.source,
        ip: origin.ip,
        userAgent: origin.userAgent,
        // The clock at the insert, not the transaction's start: a record made after waiting for the lock sorts after the one it waited for.
        createdAt: sql`clock_timestamp()`,
      });
      if (purpose === 'commercial_email') {
        await setAccountNewsletterConsent(tx, { email: person.email, granted, consentText: text, ip: origin.ip, page: pageOf[body.source] });
      }
    }
  });
  return getConsents(db, userId);
}
