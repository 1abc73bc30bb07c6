import { asc, eq } from 'drizzle-orm';
import { consentRecords, dataRequests } from '../../db/schema/privacy';
import type { PersonalDataSource } from '../../lib/personal-data';

/**
 * Every consent record of the person, oldest first, with the text they were shown, the IP and
 * browser it came from; and their own KVKK requests (copies of their data, account deletion) with
 * their dates. The export's file keys and error texts are ours, not the person's, and stay out.
 */
export const privacyPersonalData: PersonalDataSource = {
  folder: 'izinler',
  title: 'İzinleriniz ve KVKK başvurularınız',
  async collect(db, person) {
    const [consents, requests] = await Promise.all([
      db
        .select({
          id: consentRecords.id,
          purpose: consentRecords.purpose,
          granted: consentRecords.granted,
          text: consentRecords.text,
          textVersion: consentRecords.textVersion,
          channel: consentRecords.channel,
          source: consentRecords.source,
          ip: consentRecords.ip,
          userAgent: consentRecords.userAgent,
          createdAt: consentRecords.createdAt,
        })
        .from(consentRecords)
        .where(eq(consentRecords.userId, person.id))
        .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id)),
      db
        .select({
          id: dataRequests.id,
          kind: dataRequests.kind,
          status: dataRequests.status,
          createdAt: dataRequests.createdAt,
          completedAt: dataRequests.completedAt,
          expiresAt: dataRequests.expiresAt,
          deadlineAt: dataRequests.deadlineAt,
        })
        .from(dataRequests)
        .where(eq(dataRequests.userId, person.id))
        .orderBy(asc(dataRequests.createdAt), asc(dataRequests.id)),
    ]);
    return { data: { consentRecords: consents, dataRequests: requests }, files: [] };
  },
};
