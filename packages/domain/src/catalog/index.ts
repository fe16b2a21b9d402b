export {
  CATEGORIES,
  ALL_CATEGORIES,
  SHOP_CATEGORY_FILTERS,
  HOME_CATEGORY_TILES,
  isCategory,
  parseCategoryParam,
  categoryQueryParam,
  categoryLabel,
  inCategory,
  CATEGORY_SLUG_MAX,
} from './categories';
export {
  CATEGORY_NAME_MAX,
  CATEGORIES_MAX,
  CATEGORY_SIZES_MAX,
  SIZE_NAME_MAX,
  SIZE_GUIDE_COLUMNS_MAX,
  SIZE_GUIDE_ROWS_MAX,
  SIZE_GUIDE_CM_MAX,
  CM_PER_INCH,
  categorySlugOf,
  orderedSizes,
  cmToInches,
  formatMeasurement,
  sizeGuideRows,
  sizeGuideText,
  readSizeGuideText,
} from './category-rules';
export type { SizeGuide } from './category-rules';
export { DEFAULT_CATEGORIES } from './category-defaults';
export type { DefaultCategory } from './category-defaults';
export type { Category, CategoryFilter, DefaultCategorySlug } from './categories';
export type { Product } from './product';
export { normalizeProduct, normalizeProducts } from './normalize-product';
export { resolveImageUrl } from './image-url';
export {
  RESPONSIVE_WIDTHS,
  FALLBACK_WIDTH,
  derivativeWidths,
  uploadedImagePaths,
  responsiveImage,
  publicPhotoUrl,
  smallestPhotoPath,
  SEED_ART_WIDTHS,
  SEED_ART_SIZE,
} from './responsive-image';
export type { ResponsiveImage } from './responsive-image';
export { PREFERRED_SIZE_ORDER, DEFAULT_STOCK_KEY, sizesInPreferredOrder } from './size-order';
export { compareSizes, sizesInNaturalOrder } from './size-sort';
export { stockOf, isOutOfStock, isSizeAvailable, stockMapOf, clampProductQuantity } from './stock';
export {
  PRICE_SLIDER,
  visiblePriceSize,
  visiblePrice,
  visibleOriginalPrice,
  visibleDiscountPercent,
  priceForSize,
  originalPriceForSize,
  matchesPriceFilter,
} from './visible-price';
export { PREFERRED_CARD_SIZE, cardDefaultSize, productPageDefaultSize } from './default-size';
export {
  pickRandom,
  productsInCategory,
  newArrivals,
  categoryPreview,
  similarProducts,
  heroImages,
  categoryCover,
  handpickedFavourites,
} from './pick-products';
export {
  NEW_ARRIVALS_COUNT,
  CATEGORY_PREVIEW_LIMIT,
  SHOP_SKELETON_CARDS,
  SIMILAR_PRODUCTS_MAX,
  DELIVERY_ESTIMATE,
  HANDPICKED_FAVOURITES_COUNT,
  HERO_IMAGES_MAX,
  HOME_REPICK_MS,
} from './constants';
export { CATALOG_HOME_MESSAGES, CATALOG_HOME_SCREEN_MESSAGES } from './home-messages';
export {
  HOME_SLIDES_MAX,
  HOME_RAILS_MAX,
  HOME_RAIL_PRODUCTS_MAX,
  HOME_HEADLINE_MAX,
  HOME_SUB_TEXT_MAX,
  HOME_RAIL_TITLE_MAX,
  HOME_LINK_MAX,
  HOME_RAIL_SOURCES,
  DEFAULT_HOME_CONTENT,
  defaultHomeContent,
  isLiveAt,
  liveAt,
  nextHomeBoundary,
  isSameSitePath,
  withRailDefaults,
  isRailShown,
  productsInOrder,
} from './home-content';
export type { HomeContent, HomeRail, HomeRailSource, HomeSchedule, HomeSlide } from './home-content';
export { CATALOG_MESSAGES, CATALOG_ATTRIBUTE_MESSAGES } from './messages';
export { CATALOG_CATEGORY_MESSAGES, CATALOG_SIZE_GUIDE_MESSAGES } from './category-messages';
export {
  INITIAL_PAGE_ELEMENT_ID,
  LIVE_OFFERS_ELEMENT_ID,
  PAGE_SCRIPTS_ELEMENT_ID,
  SHOP_CONFIG_ELEMENT_ID,
  type PageScripts,
} from './initial-page';
export { HERO_SLIDES, nextSlideIndex } from './hero-slides';
export type { HeroSlide } from './hero-slides';
export {
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  SEARCH_PAGE_SIZE,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SIZES_MAX,
  POPULAR_WINDOW_DAYS,
  PRICE_BANDS,
  SUGGEST_MIN_CHARS,
  SUGGESTIONS_MAX,
  SUGGEST_DEBOUNCE_MS,
} from './search';
export type { SearchSort } from './search';
export { SEARCH_SYNONYMS, SEARCH_STOP_WORDS } from './search-synonyms';
export {
  normaliseSearchText,
  parseSearchText,
  canonicalTerm,
  devanagariSpellings,
  oneLetterMeanings,
  searchTerms,
} from './search-terms';
export type { SearchText } from './search-terms';
export { oneLetterSlip, transpositionsOf } from './transpositions';
export {
  EMPTY_SHOP_QUERY,
  defaultSort,
  sortsFor,
  readShopQuery,
  shopQueryString,
  shopHref,
  sliderValue,
  minSliderValue,
  movePriceRange,
  activeFilterCount,
} from './shop-query';
export type { ShopQuery } from './shop-query';
export {
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTES_MAX,
  ATTRIBUTE_VALUES_MAX,
  ATTRIBUTE_FILTERS_MAX,
  ATTRIBUTE_FILTER_VALUES_MAX,
  ATTRIBUTE_SLUG_PATTERN,
  SEARCH_PARAMETER_NAMES,
  isAttributeSlug,
  slugOf,
  matchesAttributeFilter,
  DEFAULT_ATTRIBUTES,
} from './attributes';
export type { AttributeValues, AttributeFilter, DefaultAttribute } from './attributes';
export {
  VARIANT_KEY_SEPARATOR,
  OPTION_VALUE_MAX,
  VARIANT_KEY_MAX,
  OPTION_NAME_MAX,
  VARIANTS_PER_PRODUCT_MAX,
  OPTION1_NAME,
  SKU_PATTERN,
  SKU_MAX,
  BARCODE_PATTERN,
  BARCODE_MAX,
  WEIGHT_GRAMS_MAX,
  variantKey,
  splitVariantKey,
  variantLabel,
  secondOptionLabel,
  option2Values,
  option1Values,
  stockPerSize,
  keyForOption2,
  photosOfOption,
  variantProblems,
  imagesForOption,
} from './variant-options';
export type { VariantOptionInput, VariantProblem } from './variant-options';
export {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_SHOWN,
  RECENTLY_VIEWED_STORAGE_KEY,
  readRecentlyViewed,
  withViewed,
  recentlyViewedToShow,
  shareText,
  whatsAppShareUrl,
} from './recently-viewed';
