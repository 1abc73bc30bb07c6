/**
 * The category tree as the navbar, the listings and the product forms read it. The shell imports
 * this face; the home grid and the admin's manager are imported by their pages from their files.
 */
export { useListMainCategoriesWithCountsQuery } from './categories-api';
