import type { SellerOrderView } from '@pazaryeri/contract/orders/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail';
import { sendQuietly } from '../users';

/** The account page listing the buyer's delivered lines waiting for a review. */
export const pendingReviewsPath = '/hesabim/degerlendirmelerim';

/**
 * After a store's part reaches the buyer: one mail per part inviting them to review its
 * products (they also appear under "Değerlendirmelerim" as pending). Never fails the move.
 */
export function inviteToReview(
  ctx: { mailer: Mailer; log: FastifyBaseLogger; config: Pick<Config, 'appUrl'> },
  buyer: { email: string; name: string },
  parts: SellerOrderView[],
): void {
  for (const part of parts) {
    const names = [...new Set(part.items.map((item) => item.name))];
    if (names.length === 0) continue;
    sendQuietly(ctx, {
      to: buyer.email,
      subject: `Siparişiniz teslim edildi: ürünleri değerlendirin (${part.orderNumber})`,
      text:
        `Merhaba ${buyer.name},\n\n${part.seller.storeName} mağazasından ${part.orderNumber} numaralı siparişiniz teslim edildi.\n\n` +
        `${names.map((name) => `- ${name}`).join('\n')}\n\n` +
        `Ürünleri puanlayıp fotoğraflı yorum bırakarak diğer alıcılara yol gösterebilirsiniz: ${ctx.config.appUrl}${pendingReviewsPath}`,
    });
  }
}
