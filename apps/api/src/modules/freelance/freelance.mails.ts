import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import { orderItems, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

interface MailContext {
  db: Db;
  mailer: Mailer;
  log: { warn(object: object, message: string): void };
  config: { appUrl: string };
}

/** The buyer hears of each delivery (with the 7-day rule) and of the acceptance, which invites their review. */
export async function tellBuyer(ctx: MailContext, orderId: string, event: 'delivered' | 'accepted' | 'autoAccepted') {
  const [row] = await ctx.db
    .select({ email: users.email, name: users.name, orderNumber: orders.orderNumber, title: orderItems.productName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return;
  const link = `${ctx.config.appUrl}/hesabim/ozel-siparisler/${orderId}`;
  const text = {
    delivered: `"${row.title}" için teslimat yapıldı. Dosyaları inceleyip kabul edebilir ya da revizyon isteyebilirsiniz. 7 gün içinde yanıt vermezseniz teslimat otomatik olarak kabul edilir.`,
    accepted: `"${row.title}" teslimatını kabul ettiniz; siparişiniz tamamlandı. Mağazayı değerlendirerek diğer alıcılara yol gösterebilirsiniz.`,
    autoAccepted: `"${row.title}" teslimatı 7 gün içinde yanıtlanmadığı için otomatik olarak kabul edildi; siparişiniz tamamlandı. Mağazayı değerlendirmeyi unutmayın.`,
  }[event];
  const subject = { delivered: `Teslimat geldi: ${row.orderNumber}`, accepted: `Siparişiniz tamamlandı: ${row.orderNumber}`, autoAccepted: `Teslimat otomatik kabul edildi: ${row.orderNumber}` }[event];
  await ctx.mailer
    .send({ to: row.email, subject, text: `Merhaba ${row.name},\n\n${text}\n\n${link}\n\nPazaryeri` })
    .catch((error) => ctx.log.warn({ err: error, subject }, 'freelance mail not sent'));
}
