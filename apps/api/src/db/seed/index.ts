// What the server may import: reading the prepared catalogue. Drawing it (prepare-catalogue.ts, the
// generator and art/) is for the build, `npm run db:seed` and tests, so it stays out of this index.
export {
  readPreparedCatalogue,
  PREPARED_CATALOGUE_FILE,
  SEED_IMAGE_TYPE,
  type PreparedProduct,
} from './prepared-catalogue';
