/** Categories: the tree of main and sub categories. */

import './categories.events';

export type { CategoriesPorts } from './categories.ports';
export { default as categoriesRoutes } from './categories.routes';
