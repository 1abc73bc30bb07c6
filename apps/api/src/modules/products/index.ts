/** Products: the catalogue (listing, search, detail and its cache), sellers' products, digital files, stock and approval. */

export { default as adminProductsRoutes } from './admin-products.routes';
export { CATALOGUE_CHANNEL, CatalogueCache } from './catalogue-cache';
export { CatalogueIndex } from './catalogue-index';
export { checkDigitalFile } from './digital-files';
export { assertCanManage, requireStore } from './products.access';
export { countVisibleProductsByCategory, getProductDetail, isProductVisible } from './products.catalogue';
export { createDownloadLink } from './products.digital';
export { removeImageFiles, type StoredImage, storeProductImages } from './products.images';
export { deleteModelProduct, insertModelProduct, modelMainCategoryId, updateModelProduct } from './products.model3d';
export { productsPersonalData } from './products.personal-data';
export type { ProductsPorts } from './products.ports';
export { WARM_SHARE, warmCards } from './products.public-cache';
export { hasPaidForProduct } from './products.purchases';
export { visibleToBuyers } from './products.queries';
export { getProductRating, lockProductForRating, setProductRating } from './products.ratings';
export { default as productsRoutes } from './products.routes';
export { NAME_STARTS_WITH_QUERY, parseSearch, RANKED_MATCHES, type SearchTerms, type SearchWord } from './products.search';
export { releaseStock, reserveStock } from './products.stock';
export { digitalFileField, digitalUploadOptions } from './products.uploads';

// Fixtures, for tests and the demo only:
export { approveProduct, createCategories, createListedProduct, png, sendProductForm } from './product-fixtures';
