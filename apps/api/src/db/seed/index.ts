export { seedCatalogIfEmpty, type SeedResult } from './seed-catalog';
export { generateCatalog, CATALOG_SEED, STITCHED_SIZES, FREE_SIZE, type SeedProduct } from './catalog-generator';
