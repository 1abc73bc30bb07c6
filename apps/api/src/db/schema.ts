export * from '../modules/users/users.table';
export * from '../modules/categories/categories.table';
