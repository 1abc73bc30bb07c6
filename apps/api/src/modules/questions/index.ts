/** Questions: buyers' questions on products and the stores' answers. */

export { questionsPersonalData } from './questions.personal-data';
export { default as questionsRoutes } from './questions.routes';

// Fixtures, for tests and the demo only:
export { insertCategoryTree, insertProduct } from './test-catalogue';
