import type { Db } from '../../db/client';

declare module '../../lib/domain-events' {
  interface DomainEvents {
    /**
     * A category's name changed, raised inside the transaction that saves it: modules that copy
     * the name (the products' search text) catch up in it, so the new name finds them at once.
     */
    'categories.renamed': { tx: Db; categoryId: string };
  }
}
