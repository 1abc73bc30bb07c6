import { and, asc, eq, sql } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { campaignRecipients, campaigns, subscribers } from '../../db/schema/marketing';

/**
 * The newsletter subscription of the person's e-mail with its consent record (text, page, IP,
 * times), and each campaign mail sent to it: the campaign's title and what became of the mail,
 * never the campaign's other recipients.
 */
export const marketingPersonalData: PersonalDataSource = {
  folder: 'bulten',
  title: 'E-posta bülteni aboneliği ve gönderilen kampanyalar',
  async collect(db, person) {
    const [subscription] = await db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        status: subscribers.status,
        source: subscribers.source,
        consentText: subscribers.consentText,
        consentPage: subscribers.consentPage,
        consentIp: subscribers.consentIp,
        consentedAt: subscribers.consentedAt,
        confirmedAt: subscribers.confirmedAt,
        confirmIp: subscribers.confirmIp,
        unsubscribedAt: subscribers.unsubscribedAt,
        createdAt: subscribers.createdAt,
        updatedAt: subscribers.updatedAt,
      })
      .from(subscribers)
      .where(eq(subscribers.email, person.email.trim().toLowerCase()))
      .limit(1);
    const campaignMails = subscription
      ? await db
          .select({
            campaignId: campaigns.id,
            campaignTitle: campaigns.title,
            status: campaignRecipients.status,
            attempts: campaignRecipients.attempts,
            queuedAt: campaignRecipients.createdAt,
            sentAt: campaignRecipients.sentAt,
          })
          .from(campaignRecipients)
          .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
          .where(eq(campaignRecipients.subscriberId, subscription.id))
          .orderBy(asc(campaignRecipients.createdAt), asc(campaignRecipients.id))
      : [];
    return { data: { subscription: subscription ?? null, campaignMails }, files: [] };
  },
  /**
   * The newsletter address goes. The campaigns' logs keep their lines (their counts stay true) with
   * the address replaced; a line still waiting to be sent is skipped and counted so.
   */
  async erase(tx, person) {
    const [subscriber] = await tx.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, person.email)).limit(1);
    if (!subscriber) return;
    const skipped = await tx
      .update(campaignRecipients)
      .set({ status: 'skipped', lastError: 'Hesap silindi.' })
      .where(and(eq(campaignRecipients.subscriberId, subscriber.id), eq(campaignRecipients.status, 'pending')))
      .returning({ campaignId: campaignRecipients.campaignId });
    for (const row of skipped) {
      await tx.update(campaigns).set({ skippedCount: sql`${campaigns.skippedCount} + 1` }).where(eq(campaigns.id, row.campaignId));
    }
    await tx
      .update(campaignRecipients)
      .set({ email: `deleted+${subscriber.id}@pazaryeri.invalid` })
      .where(eq(campaignRecipients.subscriberId, subscriber.id));
    await tx.delete(subscribers).where(eq(subscribers.id, subscriber.id));
  },
};
