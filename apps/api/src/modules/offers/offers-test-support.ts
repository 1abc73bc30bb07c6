import type { FastifyInstance } from 'fastify';
import { createApprovedSeller } from '../sellers';

/** An approved store (its owner's token passes requireSeller), with the owner's e-mail. */
export async function createPostOfferAccount(app: FastifyInstance, storeName: string) {
  const store = await createApprovedSeller(app, { storeName }, `${storeName} Sahibi`);
  return { ...store, email: store.user.email };
}
