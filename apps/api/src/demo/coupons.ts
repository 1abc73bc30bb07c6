import { eq } from 'drizzle-orm';
import { coupons, userCoupons } from '../db/schema/coupons';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';

const ADMIN_EMAIL = 'admin@pazaryeri.test';
const BUYER_EMAIL = 'alici@pazaryeri.test';

interface DemoCoupon {
  code: string;
  kind: 'admin' | 'seller' | 'followers';
  /** The store's owner, for store coupons. */
  ownerEmail?: string;
  description: string;
  discountType: 'percent' | 'fixed';
  /** Basis points of a percent (1000 = %10) or kuruş. */
  discountValue: number;
  maxDiscount?: number;
  minCartTotal: number;
  usageLimit?: number;
  /** Put into the demo buyer's "my coupons". */
  givenToBuyer?: boolean;
}

const demoCoupons: DemoCoupon[] = [
  {
    code: 'HOSGELDIN10',
    kind: 'admin',
    description: 'Pazaryeri’ne hoş geldiniz: 250 TL ve üzeri ilk alışverişinizde %10 indirim (en fazla 500 TL).',
    discountType: 'percent',
    discountValue: 1000,
    maxDiscount: 50_000,
    minCartTotal: 25_000,
    givenToBuyer: true,
  },
  {
    code: 'DEMIR50',
    kind: 'seller',
    ownerEmail: 'satici@pazaryeri.test',
    description: 'Demir Endüstriyel Makina ürünlerinde 500 TL ve üzeri alışverişe 50 TL indirim.',
    discountType: 'fixed',
    discountValue: 5_000,
    minCartTotal: 50_000,
    usageLimit: 200,
  },
  {
    code: 'HIRDAVAT-TAKIPCI15',
    kind: 'followers',
    ownerEmail: 'hirdavat@pazaryeri.test',
    description: 'Anadolu Hırdavat takipçilerine özel: 300 TL ve üzeri %15 indirim (en fazla 150 TL).',
    discountType: 'percent',
    discountValue: 1500,
    maxDiscount: 15_000,
    minCartTotal: 30_000,
  },
];

async function storeOf(db: Db, ownerEmail: string) {
  const [row] = await db
    .select({ id: sellers.id, userId: sellers.userId })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.email, ownerEmail))
    .limit(1);
  return row ?? null;
}

/**
 * The demo coupons: a platform welcome coupon (also in the demo buyer's coupons), a store coupon
 * and a follower coupon. Idempotent: a code that exists in any state is left alone, and a store
 * that was not seeded gets none.
 */
export async function seedDemoCoupons(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL)).limit(1);
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, BUYER_EMAIL)).limit(1);
  for (const { ownerEmail, givenToBuyer, ...coupon } of demoCoupons) {
    const [existing] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, coupon.code)).limit(1);
    if (existing) continue;
    const store = ownerEmail ? await storeOf(db, ownerEmail) : null;
    if (ownerEmail && !store) continue;
    const [row] = await db
      .insert(coupons)
      .values({ ...coupon, sellerId: store?.id ?? null, createdById: store?.userId ?? admin?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    if (row && givenToBuyer && buyer) await db.insert(userCoupons).values({ userId: buyer.id, couponId: row.id }).onConflictDoNothing();
  }
}
