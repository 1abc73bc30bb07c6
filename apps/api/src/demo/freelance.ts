import { createAdvertBody, createOfferBody } from '@pazaryeri/contract/adverts/index';
import { and, eq, ne } from 'drizzle-orm';
import { testCards } from '../integrations/payments';
import { adverts } from '../db/schema/adverts';
import { type AdvertsContext, createAdvert } from '../modules/adverts/adverts.service';
import type { FreelanceContext } from '../modules/freelance/freelance.context';
import { startCustomization, deliverCustomWork } from '../modules/freelance/freelance.customization';
import { createOrderFromOffer, payFreelanceOrder } from '../modules/freelance/freelance.orders';
import { createOffer } from '../modules/offers/offers.create';
import type { OffersContext } from '../modules/offers/offers.service';
import { changeOfferStatus } from '../modules/offers/offers.status';
import type { Actor } from '../modules/orders/orders.context';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';

export interface FreelanceSeedServices {
  adverts: AdvertsContext;
  offers: OffersContext;
  freelance: FreelanceContext;
}

const TITLE = 'Konveyör bağlantı braketi için 3D model ve teknik resim';

/** A one-page PDF, the demo delivery's drawing (the delivery checks files by content). */
const drawing = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function actorOf(ctx: FreelanceContext, email: string): Promise<Actor | null> {
  const [user] = await ctx.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  return user ? { ...user, isAdmin: false } : null;
}

/**
 * The demo freelance order, once, through the real services: the demo buyer's request, offers
 * from the demo seller and a second store, the demo seller's accepted (the other told), the order
 * paid into escrow with the sandbox's success card, the work started and a first delivery that
 * waits for the buyer. So the demo seller's and the demo buyer's freelance pages show life.
 */
export async function seedDemoFreelance({ adverts: advertsCtx, offers, freelance }: FreelanceSeedServices): Promise<{ orders: number }> {
  const db = freelance.db;
  const [done] = await db.select({ id: adverts.id }).from(adverts).where(eq(adverts.title, TITLE)).limit(1);
  if (done) return { orders: 0 };
  const buyer = await actorOf(freelance, 'alici@pazaryeri.test');
  const seller = await actorOf(freelance, 'satici@pazaryeri.test');
  if (!buyer || !seller) return { orders: 0 };
  const [rival] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(sellers.status, 'approved'), ne(sellers.userId, seller.id)))
    .orderBy(sellers.createdAt)
    .limit(1);
  const request = await createAdvert(
    advertsCtx,
    buyer,
    createAdvertBody.parse({
      title: TITLE,
      description: 'Ekteki ölçülere göre 40x40 profile bağlanan L tipi braket. STEP ve STL dosyası ile ölçülü teknik resim (PDF) istiyorum.',
      advertType: 'customerRequest',
      budget: '2500',
      city: 'İstanbul',
    }),
    [],
  );
  const offerOf = (amount: string, deliveryDays: string, revisions: string, note: string) =>
    createOfferBody.parse({ advertId: request._id, amount, deliveryDays, revisions, note });
  const mine = await createOffer(offers, seller, offerOf('2200', '7', '2', 'Parametrik modelleyip STEP, STL ve PDF teknik resim teslim ederim.'), []);
  if (rival) await createOffer(offers, { ...rival, isAdmin: false }, offerOf('1900', '12', '1', 'Standart braket ölçüleriyle çalışırım.'), []);
  await changeOfferStatus(offers, buyer, mine._id, { status: 'accepted', statusNote: 'Teslim süreniz ve revizyon hakkınız uygun.' });
  const { orderId } = await createOrderFromOffer(freelance, buyer, mine._id);
  const card = { holderName: 'Ayşe Yılmaz', number: testCards.success[0], expireMonth: '12', expireYear: '2030', cvc: '123' };
  await payFreelanceOrder(freelance, buyer, { orderId, card, threeDS: false }, '127.0.0.1');
  await startCustomization(freelance, seller, orderId);
  await deliverCustomWork(freelance, seller, orderId, { note: 'İlk sürüm: teknik resim ekte, STEP dosyasını onayınızdan sonra gönderiyorum.' }, [{ name: 'braket-teknik-resim.pdf', data: drawing }]);
  return { orders: 1 };
}
