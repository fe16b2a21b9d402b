export * from './money-state';
export * from './order-actions';
export { AFTER_SALE_MESSAGES } from './messages';
export * from './order-badges';
