import type { Db } from '../../db/client';

/**
 * What the categories module asks of modules above it, which it may not import: app.ts hands
 * these to its routes as plugin options.
 */
export interface CategoriesPorts {
  /** Products buyers can see, per category id (a main category's own, and each sub category's): `main/with-counts`. */
  countVisibleProducts: (db: Db) => Promise<Map<string, number>>;
}
