import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

declare module '../../lib/domain-events' {
  interface DomainEvents {
    /**
     * An advert is about to be deleted, inside its delete transaction (after the lock and the
     * in-progress check): what hangs on it (its offers) goes in the same transaction, or not at all.
     */
    'adverts.deleting': { tx: Tx; advertId: string };
  }
}
