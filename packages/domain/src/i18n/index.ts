export * from './language';
export * from './product-text';
export * from './indian-numbers';
