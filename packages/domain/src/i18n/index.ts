export * from './language';
export * from './product-text';
