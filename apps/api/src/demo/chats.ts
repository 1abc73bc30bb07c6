import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { chatMembers, chatMessages, chatRooms } from '../db/schema/chat';
import { products } from '../db/schema/products';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';

const BUYER_EMAIL = 'alici@pazaryeri.test';

interface DemoLine {
  from: 'buyer' | 'store';
  text: string;
  minutesAgo: number;
  /** Whether the other side has read it (unread lines make the unread counts). */
  read: boolean;
}

/** The demo buyer's conversations with the demo stores, each about the store's product whose name holds `about`. */
interface DemoConversation {
  ownerEmail: string;
  about: string;
  lines: DemoLine[];
}

const demoConversations: DemoConversation[] = [
  {
    ownerEmail: 'satici@pazaryeri.test',
    about: 'Kutu Profil',
    lines: [
      { from: 'buyer', text: 'Merhaba, bu üründen 10 adet alırsak birim fiyat ne olur?', minutesAgo: 3 * 1440, read: true },
      { from: 'store', text: 'Merhaba Ayşe Hanım, 10 adet ve üzerinde %8 indirim uyguluyoruz. Stoktan aynı gün kargoya veriyoruz.', minutesAgo: 3 * 1440 - 25, read: true },
      { from: 'buyer', text: 'Fatura şirket adına kesilebilir mi?', minutesAgo: 2 * 1440, read: true },
      { from: 'store', text: 'Elbette, vergi numaranızı sipariş notuna yazmanız yeterli.', minutesAgo: 95, read: false },
      { from: 'store', text: 'Teknik föyü de isterseniz buradan paylaşabilirim.', minutesAgo: 94, read: false },
    ],
  },
  {
    ownerEmail: 'hirdavat@pazaryeri.test',
    about: 'İmbus Cıvata',
    lines: [
      { from: 'buyer', text: 'M10 imbus cıvatadan 500 adet stokta var mı?', minutesAgo: 1440 + 300, read: true },
      { from: 'store', text: 'Şu an 320 adet var, kalanı perşembe günü depomuza giriyor.', minutesAgo: 1440 + 240, read: true },
      { from: 'buyer', text: 'Tamam, 320 adedi hemen gönderebilir misiniz? Kalanı perşembe yeterli.', minutesAgo: 40, read: false },
    ],
  },
  {
    ownerEmail: 'otomasyon@pazaryeri.test',
    about: 'Servo Motor',
    lines: [
      { from: 'buyer', text: 'Kurulum desteği veriyor musunuz? Fabrikamız Manisa OSB’de.', minutesAgo: 6 * 1440, read: true },
      { from: 'store', text: 'Evet, İzmir ve Manisa’da yerinde kurulum yapıyoruz; diğer iller için uzaktan destek veriyoruz.', minutesAgo: 6 * 1440 - 60, read: true },
      { from: 'buyer', text: 'Harika, teşekkürler. Siparişi bu hafta veriyoruz.', minutesAgo: 5 * 1440, read: true },
    ],
  },
  {
    ownerEmail: 'guvenlik@pazaryeri.test',
    about: 'Bareti',
    lines: [{ from: 'buyer', text: '200 kişilik ekip için baret ve eldiven teklifi alabilir miyim?', minutesAgo: 15, read: false }],
  },
];

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000);

/** The store's product on sale whose name holds `about`, else its first on sale, else none (the store itself is the context). */
async function findContextProduct(db: Db, sellerId: string, about: string) {
  const onSale = and(eq(products.sellerId, sellerId), eq(products.approvalStatus, 'approved'), eq(products.status, 'active'));
  const first = (where: SQL | undefined) =>
    db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.createdAt), asc(products.id)).limit(1);
  const [named] = await first(and(onSale, like(products.name, `%${about}%`)));
  return named ?? (await first(onSale))[0] ?? null;
}

/** One conversation in one transaction; a pair that already has a room (seeded or real) is left alone. */
async function seedConversation(db: Db, buyerId: string, store: { id: string; userId: string }, conversation: DemoConversation, now: number) {
  const { lines } = conversation;
  return db.transaction(async (tx) => {
    const product = await findContextProduct(tx, store.id, conversation.about);
    const first = minutesAgo(now, lines[0].minutesAgo + 1);
    const [room] = await tx
      .insert(chatRooms)
      .values({
        pairKey: [buyerId, store.userId].sort().join(':'),
        startedById: buyerId,
        contextType: product ? 'product' : 'store',
        productId: product?.id ?? null,
        sellerId: store.id,
        createdAt: first,
        lastActivityAt: first,
      })
      .onConflictDoNothing({ target: chatRooms.pairKey })
      .returning({ id: chatRooms.id });
    if (!room) return 0;

    const rows = await tx
      .insert(chatMessages)
      .values(
        lines.map((line) => {
          const createdAt = minutesAgo(now, line.minutesAgo);
          return {
            roomId: room.id,
            senderId: line.from === 'buyer' ? buyerId : store.userId,
            senderRole: line.from === 'buyer' ? ('buyer' as const) : ('seller' as const),
            content: line.text,
            createdAt,
            readAt: line.read ? new Date(createdAt.getTime() + 5 * 60_000) : null,
          };
        }),
      )
      .returning();
    const last = rows.reduce((latest, row) => (row.createdAt > latest.createdAt ? row : latest));
    await tx
      .update(chatRooms)
      .set({
        lastMessageId: last.id,
        lastMessagePreview: last.content.slice(0, 200),
        lastMessageSenderId: last.senderId,
        messageCount: rows.length,
        lastActivityAt: last.createdAt,
      })
      .where(eq(chatRooms.id, room.id));
    const unreadBy = (reader: 'buyer' | 'store') => lines.filter((line) => line.from !== reader && !line.read).length;
    const lastReadBy = (reader: 'buyer' | 'store') =>
      rows.filter((row, index) => lines[index].from !== reader && row.readAt).at(-1)?.readAt ?? null;
    await tx.insert(chatMembers).values([
      { roomId: room.id, userId: buyerId, role: 'buyer', unreadCount: unreadBy('buyer'), lastReadAt: lastReadBy('buyer'), lastActivityAt: last.createdAt },
      { roomId: room.id, userId: store.userId, role: 'seller', unreadCount: unreadBy('store'), lastReadAt: lastReadBy('store'), lastActivityAt: last.createdAt },
    ]);
    return rows.length;
  });
}

/**
 * The demo buyer's conversations with the demo stores that exist (the catalogue's stores only
 * when the catalogue was seeded), with unread messages on both sides. Idempotent: a pair that
 * already has a room keeps it as it is.
 */
export async function seedDemoChats(db: Db, now = Date.now()): Promise<{ rooms: number; messages: number }> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, BUYER_EMAIL)).limit(1);
  if (!buyer) return { rooms: 0, messages: 0 };
  const stores = await db
    .select({ id: sellers.id, userId: sellers.userId, email: users.email })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(inArray(users.email, demoConversations.map((conversation) => conversation.ownerEmail)), eq(sellers.status, 'approved')));
  let rooms = 0;
  let messages = 0;
  for (const conversation of demoConversations) {
    const store = stores.find((candidate) => candidate.email === conversation.ownerEmail);
    if (!store) continue;
    const written = await seedConversation(db, buyer.id, store, conversation, now);
    if (written > 0) {
      rooms += 1;
      messages += written;
    }
  }
  return { rooms, messages };
}
