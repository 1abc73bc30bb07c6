import { slugify } from '@pazaryeri/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { categories } from '../db/schema/categories';
import { sellerAddresses, sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import { demoCategories, demoStores, demoUsers } from './categories';
import { seedDemoAdverts } from './adverts';
import { seedDemoCapabilities } from './capabilities';
import { seedDemoNotifications } from './notifications';
import { type DemoFiles, seedDemoCatalogue } from './catalogue';
import { seedDemoChats } from './chats';
import { seedDemoCoupons } from './coupons';
import { seedDemoCustomization } from './customization';
import { seedDemoBlog } from './blog';
import { seedDemoStl } from './stl';
import { seedDemoMarketing } from './marketing';
import { seedDemoFollows } from './follows';
import { type FreelanceSeedServices, seedDemoFreelance } from './freelance';
import { seedDemoInvoices } from './invoices';
import { seedDemoOrders } from './orders';
import { seedDemoReviews } from './reviews';
import { seedShipments } from './shipments';
import type { OrdersContext } from '../modules/orders';
import type { InvoicesContext } from '../modules/invoices';
import { advisoryLocks } from '../db/advisory-locks';

const SEED_LOCK = advisoryLocks.demoSeed;

/** The category tree, once: an install that already has categories keeps its own. */
export async function seedCategories(db: Db) {
  let created = 0;
  await db.transaction(async (tx) => {
    // Several API processes may boot at once on one database: one seeds, the others see its rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ value }] = await tx.select({ value: count() }).from(categories);
    if (value > 0) return;
    for (const [position, main] of demoCategories.entries()) {
      const [parent] = await tx
        .insert(categories)
        .values({ name: main.name, slug: slugify(main.name), icon: main.icon, description: main.description, position })
        .returning();
      await tx.insert(categories).values(
        main.subs.map((name, subPosition) => ({ name, slug: slugify(name), parentId: parent.id, position: subPosition })),
      );
      created += 1 + main.subs.length;
    }
  });
  return { created };
}

export async function seedDemoUsers(db: Db) {
  for (const user of demoUsers) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email)).limit(1);
    if (existing) continue;
    await db
      .insert(users)
      .values({ name: user.name, email: user.email, role: user.role, passwordHash: await hashPassword(user.password) })
      .onConflictDoNothing();
  }
}

/** The demo stores, each once: an owner who already has a store keeps it. */
export async function seedDemoStores(db: Db) {
  for (const store of demoStores) {
    const [owner] = await db.select().from(users).where(eq(users.email, store.ownerEmail)).limit(1);
    if (!owner) continue;
    const [existing] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, owner.id)).limit(1);
    if (existing) continue;
    const { ownerEmail, senderAddress, status, ...fields } = store;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sellers)
        .values({
          ...fields,
          userId: owner.id,
          status,
          verifiedSeller: status === 'approved',
          approvedAt: status === 'approved' ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning();
      if (row && senderAddress) await tx.insert(sellerAddresses).values({ ...senderAddress, sellerId: row.id, isDefault: true });
    });
  }
}

/**
 * The demo data of the embedded default; with files, the catalogue too (drawn pictures, digital
 * files). The demo buyer's chats come last, about the stores' products when there are some.
 */
export async function seedDemoData(db: Db, files?: DemoFiles, services?: OrdersContext, freelance?: FreelanceSeedServices, invoicing?: InvoicesContext) {
  await seedCategories(db);
  await seedDemoUsers(db);
  await seedDemoStores(db);
  if (files) await seedDemoCatalogue(db, files);
  // What each demo store makes (issue 31): after the catalogue, whose stores it describes.
  await seedDemoCapabilities(db);
  await seedDemoChats(db);
  await seedDemoCoupons(db);
  await seedDemoBlog(db, files?.storage);
  if (files) await seedDemoStl(db, files);
  if (files) await seedDemoCustomization(db);
  await seedDemoAdverts(db, files?.storage, files?.privateFiles);
  await seedDemoNotifications(db);
  await seedDemoMarketing(db);
  // Orders go through checkout and the sandbox payment, so they need the app's services.
  if (files && services) {
    await seedDemoOrders(services);
    await seedShipments(db, { stepSeconds: services.config.cargo.sandboxStepSeconds });
    await seedDemoReviews({ db, storage: files.storage, log: services.log });
    await seedDemoFollows(db);
  }
  // The demo freelance order runs through offers, orders and payments: it needs their contexts.
  if (freelance) await seedDemoFreelance(freelance);
  // The stores' invoices on delivered parts (the freelance ones too) and last month's commission.
  if (files && services && invoicing) await seedDemoInvoices(invoicing);
}
