import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

declare module '../../lib/domain-events' {
  interface DomainEvents {
    /**
     * An advert is about to be deleted, inside its delete transaction (after the lock and the
     * in-progress check): what hangs on it (its offers) goes in the same transaction, or not at all.
     */
    'adverts.deleting': { tx: Tx; advertId: string };
    /**
     * A customer request was published, inside the transaction that writes it and its files: the
     * stores it reaches are told in the same transaction, or the request is not published at all.
     */
    'adverts.requestPublished': { tx: Tx; advertId: string };
    /** An open request passed its deadline day and stopped taking offers (status `passive`), inside that change's transaction. */
    'adverts.requestClosed': { tx: Tx; advertId: string; userId: string; title: string; slug: string };
  }
}
