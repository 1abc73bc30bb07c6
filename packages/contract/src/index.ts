import './zod-locale';
export * from './messages';
export * from './errors';
export * from './identifiers';
export * from './common';
export * from './users';
export * from './categories';
export * from './session';
