// Every table, for Drizzle's typed queries and drizzle-kit's migration generator.
export * from './tables/users.table';
export * from './tables/catalog.table';
export * from './tables/identity.table';
export * from './tables/feedback.table';
export * from './tables/orders.table';
export * from './tables/shipping.table';
export * from './tables/back-office.table';
export * from './tables/after-sale.table';
export * from './tables/india.table';
export * from './tables/returns.table';
export * from './tables/tax-documents.table';
export * from './tables/jobs.table';
export * from './tables/offers.table';
export * from './tables/home.table';
export * from './tables/attributes.table';
export * from './tables/categories.table';
export * from './tables/collections.table';
