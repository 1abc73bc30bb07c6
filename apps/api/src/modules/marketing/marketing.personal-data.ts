import { asc, eq } from 'drizzle-orm';
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
};
