import { advertMessages } from '@pazaryeri/contract/adverts/index';
import { freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { postOffer } from '../adverts';
import { createPostOfferAccount } from '../offers';
import { deliveryFileUrl } from './freelance.files';
import { acceptedOffer, answer, deliver, fromOffer, payFreelance, pdfFile, pngFile, startedOrder, startWork } from './freelance-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.app.db.execute(query)) as unknown as { rows: T[] };

describe('an accepted offer as an order', () => {
  it('becomes one order for its buyer only, paid into escrow through the buying flow', async () => {
    const { buyer, store, request, offerId } = await acceptedOffer(t.app, { revisions: '3', amount: '1750,50', storeName: 'Kuzey Modelleme' });
    const stranger = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });

    expect((await fromOffer(t.app, store.token, offerId)).body.message).toBe(freelanceMessages.offerNotYours);
    expect((await fromOffer(t.app, store.token, offerId)).status).toBe(403);
    expect((await fromOffer(t.app, stranger.token, offerId)).status).toBe(404);

    // An offer the buyer has not accepted (here a second store's, rejected when the first was accepted) is refused.
    const other = await createPostOfferAccount(t.app, 'Geç Kalan Tasarım');
    const late = await postOffer(t.app, other.token, { advertId: request._id });
    expect(late.status).toBe(422);

    const created = await fromOffer(t.app, buyer.token, offerId);
    expect(created.status).toBe(201);
    const order = created.body.freelanceOrder;
    expect(order.order).toMatchObject({ status: 'pending_payment', total: 1750.5, shippingTotal: 0 });
    expect(order.order.orders).toHaveLength(1);
    expect(order.order.orders[0]).toMatchObject({ seller: { storeName: 'Kuzey Modelleme' }, total: 1750.5 });
    expect(order.order.orders[0].items).toEqual([expect.objectContaining({ name: 'Bağlantı braketi için 3D model', quantity: 1, unitPrice: 1750.5, productId: null })]);
    expect(order.customization).toMatchObject({ status: 'not_started', revisionsAllowed: 3, revisionsLeft: 3, deliveries: [] });
    expect(order.can).toMatchObject({ pay: true, start: false });

    // Asking again (a double click) answers the same order.
    const again = await fromOffer(t.app, buyer.token, offerId);
    expect(again.status).toBe(200);
    expect(again.body.freelanceOrder.order._id).toBe(order.order._id);

    // The store sees nothing before the payment.
    expect((await get(`/api/orders/freelance/${order.order._id}`, store.token)).status).toBe(404);

    const paid = await payFreelance(t.app, buyer.token, order.order._id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', order: { status: 'paid', orders: [{ status: 'paid' }] }, digitalDelivered: false });

    // The line waits in escrow with the store's share, not approvable before the buyer accepts a delivery.
    const escrow = await get(`/api/approval/pending-payments?sellerId=${store.seller._id}`, admin.token);
    expect(escrow.body.items).toEqual([expect.objectContaining({ orderId: order.order._id, escrowStatus: 'pending', approvable: false, paidPrice: 1750.5 })]);
    const line = escrow.body.items[0];
    expect(line.sellerShare + line.commission).toBeCloseTo(1750.5, 2);

    const storeList = await get('/api/orders/freelance/store', store.token);
    expect(storeList.body.orders).toEqual([expect.objectContaining({ _id: order.order._id, customizationStatus: 'not_started', buyerName: 'Elif Alıcı' })]);
    const offerOrders = await get('/api/orders/seller-offer-orders', store.token);
    expect(offerOrders.body.orders.map((part: { orderId: string }) => part.orderId)).toEqual([order.order._id]);
  });
});

describe('customization of a freelance order', () => {
  it('runs start → deliver → revisions → accept with every refusal, files only for the two parties and admins', async () => {
    const { buyer, store, offerId, orderId, request } = await (async () => {
      const parties = await acceptedOffer(t.app, { revisions: '3', storeName: 'Batı Mühendislik' });
      const created = await fromOffer(t.app, parties.buyer.token, parties.offerId);
      const id = created.body.freelanceOrder.order._id as string;
      await payFreelance(t.app, parties.buyer.token, id);
      return { ...parties, orderId: id };
    })();
    const otherStore = await createPostOfferAccount(t.app, 'Yabancı Atölye');
    const stranger = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });

    // Only the order's store starts.
    const byBuyer = await startWork(t.app, buyer.token, orderId);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.message).toBe(freelanceMessages.onlyStoreStarts);
    expect((await startWork(t.app, otherStore.token, orderId)).status).toBe(404);
    const started = await startWork(t.app, store.token, orderId);
    expect(started.status).toBe(200);
    expect(started.body.freelanceOrder.customization.status).toBe('in_progress');
    expect(started.body.freelanceOrder.order.orders[0].status).toBe('preparing');
    expect((await startWork(t.app, store.token, orderId)).status).toBe(409);
    expect((await get(`/api/offer/${offerId}`, buyer.token)).body.offer.status).toBe('inProgress');

    // The buying flow's own status route does not move custom work.
    const generic = await injectJson(t.app, { method: 'PUT', url: `/api/orders/${orderId}/status`, headers: auth(store.token), body: { status: 'shipped', carrier: 'Yurtiçi', trackingNumber: '123' } });
    expect(generic.status).toBe(422);
    expect(generic.body.message).toBe(freelanceMessages.stepsOnly);

    // Only the order's store delivers, with files checked by their content.
    const deliveredByBuyer = await deliver(t.app, buyer.token, orderId, [pdfFile()]);
    expect(deliveredByBuyer.status).toBe(403);
    expect(deliveredByBuyer.body.message).toBe(freelanceMessages.onlyStoreDelivers);
    expect((await deliver(t.app, otherStore.token, orderId, [pdfFile()])).status).toBe(404);
    expect((await deliver(t.app, store.token, orderId, [])).status).toBe(400);
    const disguised = await deliver(t.app, store.token, orderId, [{ field: 'attachments', name: 'model.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00 bir program') }]);
    expect(disguised.status).toBe(415);

    const first = await deliver(t.app, store.token, orderId, [pdfFile(), await pngFile()]);
    expect(first.status).toBe(200);
    const afterFirst = first.body.freelanceOrder;
    expect(afterFirst.customization.status).toBe('completed');
    expect(afterFirst.order.orders[0].status).toBe('delivered');
    const delivery = afterFirst.customization.deliveries[0];
    expect(delivery).toMatchObject({ round: 1, status: 'pending', note: 'İlk sürüm ekte.' });
    expect(Date.parse(delivery.autoAcceptAt) - Date.parse(delivery.deliveredAt)).toBe(7 * 86_400_000);
    expect(delivery.files.map((file: { name: string }) => file.name)).toEqual(['teknik-resim.pdf', 'onizleme.png']);
    expect((await readOutbox(t.dataDir)).some((mail) => mail.to === buyer.user.email && mail.subject.startsWith('Teslimat geldi'))).toBe(true);

    // Downloads: the buyer's, the store's and an admin's links work; a stranger sees no order and a link signed for them is refused.
    const buyerView = (await get(`/api/orders/freelance/${orderId}`, buyer.token)).body.freelanceOrder;
    const pdfLink = buyerView.customization.deliveries[0].files[0].url as string;
    const download = await t.app.inject({ method: 'GET', url: pdfLink });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.headers['content-disposition']).toContain('teknik-resim.pdf');
    const storeLink = (await get(`/api/orders/freelance/${orderId}`, store.token)).body.freelanceOrder.customization.deliveries[0].files[1].url;
    expect((await t.app.inject({ method: 'GET', url: storeLink })).statusCode).toBe(200);
    const adminLink = (await get(`/api/orders/freelance/${orderId}`, admin.token)).body.freelanceOrder.customization.deliveries[0].files[0].url;
    expect((await t.app.inject({ method: 'GET', url: adminLink })).statusCode).toBe(200);

    expect((await get(`/api/orders/freelance/${orderId}`, stranger.token)).status).toBe(404);
    const [deliveryId, fileId] = pdfLink.split('?')[0].split('/').slice(-2);
    const forStranger = await deliveryFileUrl(t.app.config.jwtSecret, stranger.user.id, deliveryId, fileId);
    expect((await t.app.inject({ method: 'GET', url: forStranger })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: pdfLink.replace(/token=.*/, 'token=uydurma') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: pdfLink.split('?')[0] })).statusCode).toBe(401);
    const expired = await deliveryFileUrl(t.app.config.jwtSecret, buyer.user.id, deliveryId, fileId, Date.now() - 3 * 3_600_000);
    const late = await t.app.inject({ method: 'GET', url: expired });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(freelanceMessages.fileLinkExpired);

    // Only the buyer accepts or asks for a revision; a revision says what to change.
    const acceptedByStore = await answer(t.app, store.token, orderId, 'accept');
    expect(acceptedByStore.status).toBe(403);
    expect(acceptedByStore.body.message).toBe(freelanceMessages.onlyBuyerAnswers);
    expect((await answer(t.app, stranger.token, orderId, 'accept')).status).toBe(404);
    expect((await answer(t.app, buyer.token, orderId, 'revision')).status).toBe(400);

    // Three revisions on a three-revision offer, each followed by a new delivery; the fourth is refused.
    for (let round = 1; round <= 3; round += 1) {
      const revised = await answer(t.app, buyer.token, orderId, 'revision', `Delik çapı ${round} mm büyüsün.`);
      expect(revised.status).toBe(200);
      expect(revised.body.freelanceOrder.customization).toMatchObject({ status: 'in_progress', revisionsUsed: round, revisionsLeft: 3 - round });
      expect((await answer(t.app, buyer.token, orderId, 'revision', 'Bir daha.')).body.message).toBe(freelanceMessages.noPendingDelivery);
      const next = await deliver(t.app, store.token, orderId, [pdfFile(`surum-${round + 1}.pdf`)], `Sürüm ${round + 1}`);
      expect(next.status).toBe(200);
    }
    const view = (await get(`/api/orders/freelance/${orderId}`, buyer.token)).body.freelanceOrder;
    expect(view.customization.deliveries.map((item: { status: string }) => item.status)).toEqual(['revision_requested', 'revision_requested', 'revision_requested', 'pending']);
    expect(view.can).toMatchObject({ accept: true, requestRevision: false });
    const fourth = await answer(t.app, buyer.token, orderId, 'revision', 'Dördüncü kez değişsin.');
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe(freelanceMessages.noRevisionsLeft);

    // Before acceptance the admin cannot release the store's money; after it, they can.
    const itemId = view.order.orders[0].items[0]._id;
    const approve = () => injectJson(t.app, { method: 'POST', url: '/api/approval/update-submerchant-item', headers: auth(admin.token), body: { orderItemId: itemId } });
    expect((await approve()).status).toBe(422);

    // The request cannot be closed while its order runs; once the delivery is accepted it can.
    const closeRequest = () => injectJson(t.app, { method: 'PUT', url: `/api/ilan/status/${request._id}`, headers: auth(buyer.token), body: { status: 'completed' } });
    const early = await closeRequest();
    expect([early.status, early.body.message]).toEqual([409, advertMessages.completeWhileOrderRuns]);

    const accepted = await answer(t.app, buyer.token, orderId, 'accept', 'Elinize sağlık.');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(freelanceMessages.accepted);
    expect(accepted.body.freelanceOrder.order.orders[0].status).toBe('completed');
    expect(accepted.body.freelanceOrder.customization.deliveries[3].status).toBe('accepted');
    expect(accepted.body.freelanceOrder.can.review).toBe(true);
    expect((await get(`/api/offer/${offerId}`, buyer.token)).body.offer.status).toBe('completed');
    expect((await readOutbox(t.dataDir)).some((mail) => mail.to === buyer.user.email && mail.subject.startsWith('Siparişiniz tamamlandı'))).toBe(true);
    const approved = await approve();
    expect(approved.status).toBe(200);
    expect(approved.body.item.escrowStatus).toBe('approved');

    const closed = await closeRequest();
    expect(closed.status).toBe(200);
    expect(closed.body.advert).toMatchObject({ status: 'completed', saleStatus: 'sold' });

    // The store's offer counts follow: one completed offer, nothing in progress.
    const counts = await get('/api/offer/seller-offers', store.token);
    expect(counts.body.counts).toMatchObject({ completed: 1, inProgress: 0, accepted: 0 });
  });

  it('accepts a delivery left unanswered for 7 days, on the jobs queue, by a clock the test moves', async () => {
    const { buyer, store, orderId } = await startedOrder(t.app, { revisions: '1', storeName: 'Doğu Tasarım' });
    const delivered = await deliver(t.app, store.token, orderId, [pdfFile()]);
    expect(delivered.status).toBe(200);
    const status = async () => (await get(`/api/orders/freelance/${orderId}`, buyer.token)).body.freelanceOrder;
    const moveClock = async (days: number) => {
      await t.app.db.execute(sql`update custom_deliveries set delivered_at = delivered_at - make_interval(days => ${days}) where seller_order_id in (select id from seller_orders where order_id = ${orderId})`);
      await t.app.db.execute(sql`update jobs set run_at = run_at - make_interval(days => ${days}) where queue = 'freelance.auto-accept' and status = 'queued'`);
    };

    await t.app.jobs.runDue();
    expect((await status()).order.orders[0].status).toBe('delivered');

    await moveClock(6);
    await t.app.jobs.runDue();
    expect((await status()).customization.deliveries[0].status).toBe('pending');

    await moveClock(1);
    await t.app.jobs.runDue();
    const after = await status();
    expect(after.order.orders[0].status).toBe('completed');
    expect(after.customization.deliveries[0]).toMatchObject({ status: 'auto_accepted', autoAcceptAt: null });
    expect(after.can.review).toBe(true);
    const events = await rows<{ actor_role: string; note: string }>(sql`select actor_role, note from order_status_events where to_status = 'completed' and seller_order_id in (select id from seller_orders where order_id = ${orderId})`);
    expect(events.rows).toEqual([{ actor_role: 'system', note: 'Teslimat 7 gün içinde yanıtlanmadığı için otomatik kabul edildi.' }]);
    expect((await readOutbox(t.dataDir)).some((mail) => mail.to === buyer.user.email && mail.subject.startsWith('Teslimat otomatik kabul edildi'))).toBe(true);

    // A delivery the buyer answered in time is left alone when its job comes due.
    const answered = await startedOrder(t.app, { revisions: '1', storeName: 'Güney Çizim' });
    await deliver(t.app, answered.store.token, answered.orderId, [pdfFile()]);
    expect((await answer(t.app, answered.buyer.token, answered.orderId, 'revision', 'Ölçüler yanlış.')).status).toBe(200);
    await t.app.db.execute(sql`update jobs set run_at = now() - interval '1 minute' where queue = 'freelance.auto-accept' and status = 'queued'`);
    await t.app.db.execute(sql`update custom_deliveries set delivered_at = delivered_at - interval '8 days'`);
    await t.app.jobs.runDue();
    const untouched = (await get(`/api/orders/freelance/${answered.orderId}`, answered.buyer.token)).body.freelanceOrder;
    expect(untouched.order.orders[0].status).toBe('preparing');
    expect(untouched.customization.deliveries[0].status).toBe('revision_requested');
  });
});
