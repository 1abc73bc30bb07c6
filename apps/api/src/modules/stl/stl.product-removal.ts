import { findModelRow, type StlContext } from './stl.service';
import { removeModel } from './stl.write';

/**
 * The products module's `removeStlModel` port (app.ts hands it over): deleting a product that is
 * a model through the catalogue's routes removes it as `DELETE /stl/{productId}` does.
 */
export async function removeModelOfProduct(ctx: Pick<StlContext, 'db' | 'storage' | 'privateFiles' | 'log'>, productId: string): Promise<boolean> {
  if (!(await findModelRow(ctx.db, productId))) return false;
  await removeModel(ctx, productId);
  return true;
}
