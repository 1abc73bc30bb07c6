export * from '../modules/users/users.table';
export * from '../modules/categories/categories.table';
export * from '../modules/sellers/sellers.table';
export * from '../modules/follows/follows.table';
export * from '../modules/addresses/addresses.table';
export * from '../modules/products/products.table';
export * from '../modules/questions/questions.table';
export * from '../modules/chat/chat.table';
