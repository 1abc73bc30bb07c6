import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { drawSvg } from '../lib/drawn-pictures';
import type { Storage } from '../integrations/storage';
import { listReviewableLines } from '../modules/orders';
import { createReview, likeReview, replyToReview } from '../modules/reviews';
import { reviews } from '../db/schema/reviews';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';
import { demoBuyers } from './orders';

const comments: Record<number, string[]> = {
  5: [
    'Ürün açıklamadaki gibi geldi, işçiliği çok temiz. Paketleme de sağlamdı, tavsiye ederim.',
    'Atölyede iki haftadır kullanıyoruz, hiçbir sorun çıkmadı. Kargo da hızlıydı.',
    'Fiyatına göre kalitesi çok iyi. Satıcı sorularıma hemen dönüş yaptı.',
  ],
  4: [
    'Genel olarak memnunum, ölçüler doğru. Kutusu biraz ezik geldi ama ürün sağlamdı.',
    'Kaliteli bir ürün; kargo bir gün gecikti, onun dışında her şey yolunda.',
  ],
  3: ['Ürün iş görüyor ama yüzey işçiliği fotoğraftakinden biraz daha kaba.', 'Ortalama bir ürün; montaj talimatı daha açık olabilirdi.'],
  2: ['Beklediğim dayanıklılıkta değil, ilk haftada vidası gevşedi.'],
};

const replies = [
  'Değerli yorumunuz için teşekkür ederiz. İyi çalışmalar dileriz!',
  'Geri bildiriminiz için teşekkürler. Paketlemeyi güçlendirdik; bir sorun olursa mağaza mesajlarından bize yazabilirsiniz.',
  'Yaşadığınız sorun için üzgünüz. Yedek parçayı ücretsiz göndermek için sizinle iletişime geçeceğiz.',
];

/** A photo a buyer might take: the part on a workbench, drawn (no files shipped with the repo). */
async function drawPhoto(seed: number): Promise<Buffer> {
  const hues = [28, 200, 120, 260, 10];
  const hue = hues[seed % hues.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(30,25%,78%)"/><stop offset="1" stop-color="hsl(30,30%,58%)"/></linearGradient>
    <radialGradient id="p" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="hsl(${hue},15%,88%)"/><stop offset="1" stop-color="hsl(${hue},20%,38%)"/></radialGradient></defs>
    <rect width="800" height="600" fill="url(#b)"/>
    <rect y="420" width="800" height="180" fill="hsl(30,28%,45%)"/>
    <ellipse cx="400" cy="455" rx="${210 + (seed % 3) * 20}" ry="34" fill="rgba(0,0,0,0.25)"/>
    <rect x="${230 + (seed % 4) * 10}" y="200" width="340" height="240" rx="${20 + (seed % 5) * 10}" fill="url(#p)" stroke="hsl(${hue},25%,25%)" stroke-width="6"/>
    <circle cx="400" cy="320" r="${40 + (seed % 3) * 12}" fill="hsl(${hue},10%,25%)"/>
    <circle cx="400" cy="320" r="16" fill="hsl(${hue},10%,70%)"/>
  </svg>`;
  return drawSvg(svg, { format: 'jpeg', quality: 80 });
}

export interface ReviewsSeedResult {
  reviews: number;
  photos: number;
  replies: number;
}

/**
 * Reviews of the demo orders' delivered and completed lines, once, through the reviews module
 * (photos checked and re-encoded, the products' ratings kept): most lines reviewed, some with
 * photos, some answered by the store, liked by the other buyers. The demo buyer keeps two lines
 * to review, so "Değerlendirmelerim" shows both tabs.
 */
export async function seedDemoReviews(ctx: { db: Db; storage: Storage; log: FastifyBaseLogger }): Promise<ReviewsSeedResult> {
  const result = { reviews: 0, photos: 0, replies: 0 };
  const [{ value }] = await ctx.db.select({ value: count() }).from(reviews);
  if (value > 0) return result;
  const buyers = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, demoBuyers.map((buyer) => buyer.email)));
  const ratings = [5, 4, 5, 3, 5, 4, 2, 5, 4, 5];
  let n = 0;
  for (const buyer of buyers) {
    const lines = await listReviewableLines(ctx.db, buyer.id);
    const keep = buyer.email === 'alici@pazaryeri.test' ? 2 : 0;
    for (const line of lines.slice(keep)) {
      const rating = ratings[n % ratings.length];
      const pool = comments[rating];
      const photos = n % 3 === 0 ? await Promise.all(Array.from({ length: 1 + (n % 2) }, (_, k) => drawPhoto(n + k))) : [];
      // One names a phone number: it waits in the admin's moderation queue.
      const comment = n === 4 ? 'Ürün çok iyi; toplu almak isteyenler 0532 555 44 33 numarasından bana ulaşabilir.' : pool[n % pool.length];
      const { review } = await createReview(ctx, buyer.id, { rating, comment, productId: line.productId, orderId: line.orderId }, photos);
      // Written a couple of days after delivery, like the orders' own (backdated) timeline.
      if (line.deliveredAt) {
        const writtenAt = new Date(Math.min(Date.now(), line.deliveredAt.getTime() + (1 + (n % 3)) * 86_400_000));
        await ctx.db.update(reviews).set({ createdAt: writtenAt, updatedAt: writtenAt }).where(eq(reviews.id, review._id));
      }
      result.reviews += 1;
      result.photos += photos.length;
      if (n % 2 === 0 && review.status === 'published') {
        const [owner] = await ctx.db.select({ userId: sellers.userId }).from(sellers).where(eq(sellers.id, line.sellerId));
        await replyToReview(ctx.db, owner.userId, review._id, replies[rating <= 2 ? 2 : n % 2]);
        result.replies += 1;
      }
      if (review.status === 'published') for (const liker of buyers.filter((other) => other.id !== buyer.id).slice(0, n % 4)) await likeReview(ctx.db, liker.id, review._id);
      n += 1;
    }
  }
  return result;
}
