import { marketingMessages } from '@pazaryeri/contract';
import { count, eq } from 'drizzle-orm';
import { campaignRecipients, campaigns, subscribers } from '../db/schema/marketing';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';

const MARKETING_EMAIL = 'pazarlama@pazaryeri.test';
const DAY = 86_400_000;

const names = [
  'ahmet.yilmaz', 'ayse.demir', 'mehmet.kaya', 'fatma.sahin', 'mustafa.celik', 'emine.yildiz', 'ali.ozturk', 'hatice.aydin',
  'huseyin.arslan', 'zeynep.dogan', 'ibrahim.kilic', 'elif.aslan', 'hasan.cetin', 'merve.kara', 'osman.koc', 'esra.kurt',
  'yusuf.ozdemir', 'seda.simsek', 'murat.polat', 'gamze.erdogan', 'omer.tekin', 'busra.aksoy', 'emre.yavuz', 'derya.bulut',
  'kemal.guler', 'selin.ucar', 'burak.tas', 'ozlem.sen', 'serkan.korkmaz', 'pinar.bozkurt', 'tolga.acar', 'irem.gunes',
  'cem.aktas', 'deniz.coskun', 'gokhan.keskin', 'nazli.ekinci', 'volkan.ozkan', 'tugba.karaca', 'sinan.durmaz', 'melis.oral',
];
const domains = ['ornek.com.tr', 'firma.com.tr', 'atolye.net', 'muhendislik.com'];
const sources = ['footer', 'footer', 'blog', 'checkout', 'import'] as const;
const pages = { footer: '/', blog: '/blog', checkout: '/sepet', import: null } as const;

/** Who subscribed when: most confirmed, some still pending, a few gone (the panel shows every state). */
function demoSubscriber(index: number, now: number) {
  const status = index % 10 === 3 ? 'pending' : index % 10 === 7 ? 'unsubscribed' : 'confirmed';
  const source = sources[index % sources.length];
  const consentedAt = new Date(now - (index * 2 + 1) * DAY);
  return {
    email: `${names[index]}@${domains[index % domains.length]}`,
    status,
    source,
    consentText: marketingMessages.consentText,
    consentPage: pages[source],
    consentIp: source === 'import' ? null : `85.105.${index}.${10 + index}`,
    consentedAt,
    confirmedAt: status === 'pending' ? null : new Date(consentedAt.getTime() + 3_600_000),
    unsubscribedAt: status === 'unsubscribed' ? new Date(consentedAt.getTime() + 5 * DAY) : null,
    createdAt: consentedAt,
    updatedAt: consentedAt,
  } as const;
}

const demoCampaigns = [
  {
    title: 'Kasım fırsatları: CNC parçalarında %20 indirim',
    content: 'Merhaba,\n\nKasım boyunca CNC ile işlenmiş tüm parçalarda %20 indirim sizi bekliyor.\n\nİncelemek için: http://localhost:3000/urunler',
    sentDaysAgo: 12,
  },
  {
    title: 'Yeni mağazalar: 3B baskı ve kalıp atölyeleri',
    content: 'Merhaba,\n\nBu ay Pazaryeri’ne katılan 3B baskı ve kalıp atölyelerini sizin için seçtik.\n\nHepsi: http://localhost:3000/magazalar',
    sentDaysAgo: 4,
  },
  {
    title: 'Yılbaşı kampanyası (taslak)',
    content: 'Merhaba,\n\nYılbaşına özel indirimlerimiz 15 Aralık’ta başlıyor. Takipte kalın!',
    sentDaysAgo: null,
  },
  {
    title: 'Atölye rehberi: doğru malzeme seçimi',
    content: 'Merhaba,\n\nAlüminyum mu paslanmaz çelik mi? Blogumuzdaki yeni rehberde farkları anlattık.\n\nOkumak için: http://localhost:3000/blog',
    sentDaysAgo: null,
  },
];

/** ~40 subscribers with consent records and four campaigns (two sent, with recipients), once. */
export async function seedDemoMarketing(db: Db) {
  const [{ value }] = await db.select({ value: count() }).from(subscribers);
  if (value > 0) return;
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, MARKETING_EMAIL)).limit(1);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const rows = await tx.insert(subscribers).values(names.map((_, index) => demoSubscriber(index, now))).onConflictDoNothing().returning();
    for (const [position, demo] of demoCampaigns.entries()) {
      const createdAt = new Date(now - ((demo.sentDaysAgo ?? 0) + 1 + position) * DAY);
      if (demo.sentDaysAgo === null) {
        await tx.insert(campaigns).values({ title: demo.title, content: demo.content, createdById: staff?.id, createdAt, updatedAt: createdAt });
        continue;
      }
      const sentAt = new Date(now - demo.sentDaysAgo * DAY);
      // The confirmed subscribers of that day; one address bounced permanently.
      const reached = rows.filter((row) => row.confirmedAt && row.confirmedAt < sentAt && (!row.unsubscribedAt || row.unsubscribedAt > sentAt));
      const failedIndex = position === 0 ? 2 : -1;
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          title: demo.title,
          content: demo.content,
          status: 'sent',
          createdById: staff?.id,
          totalCount: reached.length,
          sentCount: reached.length - (failedIndex >= 0 ? 1 : 0),
          failedCount: failedIndex >= 0 ? 1 : 0,
          queuedAt: sentAt,
          sentAt: new Date(sentAt.getTime() + 90_000),
          createdAt,
          updatedAt: sentAt,
        })
        .returning();
      await tx.insert(campaignRecipients).values(
        reached.map((row, index) => ({
          campaignId: campaign.id,
          subscriberId: row.id,
          email: row.email,
          status: index === failedIndex ? ('failed' as const) : ('sent' as const),
          attempts: index === failedIndex ? 1 : 1,
          lastError: index === failedIndex ? '550 Mailbox unavailable' : null,
          sentAt: index === failedIndex ? null : new Date(sentAt.getTime() + index * 2000),
          sentBy: index === failedIndex ? null : 'demo',
          createdAt: sentAt,
        })),
      );
    }
  });
}
