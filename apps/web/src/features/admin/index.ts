/** The admin's product queue: a product to edit, and the queue's filters as the address bar keeps them. */
export { useGetAdminProductQuery, useUpdateAdminProductMutation } from './admin-catalogue-api';
export { adminProductFiltersFromParams, adminProductFiltersToParams } from './product-filters';
