/** What matching does when a request is published, gets an offer or closes: tell the people concerned, keep the stores' request stats. */
import { formatKurus } from '@pazaryeri/contract/coupons/messages';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import { notify, notifyMany } from '../notifications';
import { NOTIFY_CAP, sqlArray } from './matching.fit';
import { loadRequestFacts, rankStoresForRequest } from './matching.stores';

export const requestLink = (slug: string) => `/ilan/${slug}`;
export const MY_REQUESTS_LINK = '/hesabim/taleplerim';

/**
 * A request was published: its best-fitting stores (at most NOTIFY_CAP) are told, in ranking
 * order, and each one's `matched` count goes up, in the publishing transaction.
 */
export async function tellFittingStores({ tx, advertId }: DomainEvents['adverts.requestPublished']): Promise<void> {
  const request = await loadRequestFacts(tx, advertId);
  if (!request) return;
  const stores = await rankStoresForRequest(tx, request, { limit: NOTIFY_CAP });
  if (stores.length === 0) return;
  await notifyMany(
    tx,
    stores.map((store) => ({
      userId: store.userId,
      kind: 'requestMatched' as const,
      title: `Size uygun yeni talep: ${request.title}`,
      body: store.reasons.join(' · '),
      link: requestLink(request.slug),
      data: { advertId: request.id, requestTitle: request.title, reasons: store.reasons, score: store.score },
    })),
  );
  const sellerIds = stores.map((store) => store.sellerId).sort();
  await tx.execute(sql`
    insert into seller_request_stats (seller_id, matched)
    select seller_id, 1 from unnest(${sqlArray(sellerIds, 'uuid')}) as told(seller_id)
    on conflict (seller_id) do update set matched = seller_request_stats.matched + 1, updated_at = now()`);
}

/**
 * An offer on a request: its owner is told; the store's first offer on that request counts as an
 * answer, with the time since the request was published.
 */
export async function tellBuyerOfOffer(event: DomainEvents['offers.created']): Promise<void> {
  const { tx, offerId, advertId, sellerId, buyerId, amountKurus, createdAt, advertCreatedAt } = event;
  const [facts] = await selectRows<{ store_name: string; title: string; offers_of_store: number }>(
    tx,
    sql`select s.store_name, a.title,
          (select count(*)::int from offers o where o.advert_id = ${advertId} and o.seller_id = ${sellerId}) as offers_of_store
        from sellers s, adverts a where s.id = ${sellerId} and a.id = ${advertId}`,
  );
  if (!facts) return;
  await notify(tx, {
    userId: buyerId,
    kind: 'offerReceived',
    title: 'Talebinize yeni teklif',
    body: `${facts.store_name}, "${facts.title}" talebinize ${formatKurus(amountKurus)} teklif verdi.`,
    link: MY_REQUESTS_LINK,
    data: { advertId, offerId, sellerId },
  });
  if (facts.offers_of_store !== 1) return;
  const seconds = Math.max(0, Math.round((createdAt.getTime() - advertCreatedAt.getTime()) / 1000));
  await tx.execute(sql`
    insert into seller_request_stats (seller_id, answered, response_seconds) values (${sellerId}, 1, ${seconds})
    on conflict (seller_id) do update set answered = seller_request_stats.answered + 1,
      response_seconds = seller_request_stats.response_seconds + excluded.response_seconds, updated_at = now()`);
}

/** A request passed its deadline and closed: its owner is told. */
export async function tellOwnerOfClosing({ tx, advertId, userId, title, slug }: DomainEvents['adverts.requestClosed']): Promise<void> {
  await notify(tx as Db, {
    userId,
    kind: 'requestClosed',
    title: 'Talebinizin son tarihi geçti',
    body: `"${title}" talebiniz son tarihi geçtiği için kapandı; artık teklif almıyor.`,
    link: requestLink(slug),
    data: { advertId },
  });
}
