import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

declare module '../../lib/domain-events' {
  interface DomainEvents {
    /**
     * A store made an offer on a customer request, inside the transaction that writes it: the
     * buyer is told and the store's response time counted in the same transaction, or not at all.
     */
    'offers.created': {
      tx: Tx;
      offerId: string;
      advertId: string;
      sellerId: string;
      buyerId: string;
      amountKurus: number;
      createdAt: Date;
      /** When the request was published: the store's response time runs from it. */
      advertCreatedAt: Date;
    };
  }
}
