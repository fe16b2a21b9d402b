export {
  COLLECTION_CONDITIONS_MAX,
  COLLECTION_NEW_DAYS_MAX,
  COLLECTION_PRICE_MAX_PAISE,
  CollectionCondition,
  CollectionRules,
  matchesCollectionRules,
  fromPricePaise,
  isOnSale,
  categoriesOf,
} from './collection-rules';
export type { CollectionCandidate } from './collection-rules';
export { normaliseTag, Tag, Tags, tagsFromCell } from './tags';
export * from './limits';
export { COLLECTIONS_MESSAGES } from './messages';
export { collectionSlugOf } from './collection-slug';
