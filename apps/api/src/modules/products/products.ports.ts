import type { ProductsContext } from './products.seller';

/**
 * What the products module asks of modules above it, which it may not import: app.ts hands these
 * to its routes (`products.routes.ts`, `admin-products.routes.ts`) as plugin options.
 */
export interface ProductsPorts {
  /**
   * Deletes the product if it is an STL model, rows and files, and answers true; false for any
   * other product. A model's parts, previews, thumbnail and photos belong to the STL module.
   */
  removeStlModel: (ctx: ProductsContext, productId: string) => Promise<boolean>;
}
