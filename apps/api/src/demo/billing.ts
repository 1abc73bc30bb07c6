import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingProfiles } from '../db/schema/addresses';

type DemoIdentity = Omit<typeof billingProfiles.$inferInsert, 'userId'>;

/**
 * Who the demo buyers' invoices go to: the demo buyer buys for her engineering company (the
 * default, Kurumsal) and sometimes for herself; Burak for his hydraulics firm; Selin as a person;
 * Kemal has none, so his orders are invoiced to the delivery address's recipient.
 */
const identities: Record<string, DemoIdentity[]> = {
  'alici@pazaryeri.test': [
    {
      kind: 'corporate',
      title: 'Şirketim',
      name: 'Yılmaz Mühendislik Makine Sanayi ve Ticaret Ltd. Şti.',
      vkn: '4567890128',
      taxOffice: 'Kozyatağı',
      cityCode: '34',
      cityName: 'İstanbul',
      districtName: 'Kadıköy',
      addressLine: 'Kozyatağı Mah. Değirmen Sok. No: 18 Kat: 3',
      zip: '34742',
      isDefault: true,
    },
    {
      kind: 'individual',
      title: 'Kendim',
      name: 'Ayşe Yılmaz',
      tckn: '10000000146',
      cityCode: '34',
      cityName: 'İstanbul',
      districtName: 'Kadıköy',
      addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      zip: '34710',
    },
  ],
  'burak@pazaryeri.test': [
    {
      kind: 'corporate',
      title: 'Öztürk Hidrolik',
      name: 'Öztürk Hidrolik Sistemleri Anonim Şirketi',
      vkn: '9876543217',
      taxOffice: 'Ostim',
      cityCode: '06',
      cityName: 'Ankara',
      districtName: 'Yenimahalle',
      addressLine: 'Ostim OSB 1203. Cad. No: 9',
      zip: '06374',
      isDefault: true,
    },
  ],
  'selin@pazaryeri.test': [
    {
      kind: 'individual',
      title: 'Kendim',
      name: 'Selin Aydın',
      cityCode: '35',
      cityName: 'İzmir',
      districtName: 'Bornova',
      addressLine: 'Kazımdirik Mah. 372 Sok. No: 5',
      isDefault: true,
    },
  ],
};

/** The demo billing identities of a buyer, once (a buyer who has some keeps them). */
export async function ensureDemoBilling(db: Db, user: { id: string; email: string }) {
  const wanted = identities[user.email];
  if (!wanted) return;
  const [existing] = await db.select({ id: billingProfiles.id }).from(billingProfiles).where(eq(billingProfiles.userId, user.id)).limit(1);
  if (existing) return;
  await db.insert(billingProfiles).values(wanted.map((identity) => ({ ...identity, userId: user.id })));
}
