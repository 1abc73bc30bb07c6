import { and, asc, eq, inArray } from 'drizzle-orm';
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
  /**
   * Copies of the person's data are deleted (a copy being written stops: its job finds the request
   * ended and drops the file). The consent records stay, as the proof of what was agreed and when
   * (the commercial-message rules keep it three years); they name no one once the account is
   * anonymised. The requests stay for the admins' record of KVKK requests answered.
   */
  async erase(tx, person) {
    const ended = await tx
      .update(dataRequests)
      .set({ status: 'expired', updatedAt: person.at })
      .where(and(eq(dataRequests.userId, person.id), eq(dataRequests.kind, 'export'), inArray(dataRequests.status, ['pending', 'running', 'ready'])))
      .returning({ fileKey: dataRequests.fileKey });
    return { private: ended.map((row) => row.fileKey).filter((key): key is string => key !== null) };
  },
};
