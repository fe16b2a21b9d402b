/** The texts of the product pages, word for word. */
export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
} as const;

/** The home page editor's texts (docs/decisions/094-home-content.md): why a slide or rail is refused, and the rest. */
export const HOME_CONTENT_MESSAGES = {
  headlineRequired: 'Give the slide a headline.',
  headlineLength: 'Keep the headline to 80 characters or fewer.',
  subTextLength: 'Keep the sub-text to 160 characters or fewer.',
  linkSameSite: 'Link to a page of this shop: a path starting with “/”, such as /shop?category=saree.',
  linkLength: 'Keep the link to 200 characters or fewer.',
  imageSameSite: 'Use a photo uploaded to this shop (an address starting with “/”), or leave it empty.',
  endBeforeStart: 'The end must be after the start.',
  railTitleRequired: 'Give the rail a title.',
  railTitleLength: 'Keep the rail title to 60 characters or fewer.',
  railCount: 'Show 1 to 12 products in a rail.',
  railCategory: 'Choose the category whose products the rail shows.',
  railProducts: 'Pick 1 to 12 products for a handpicked rail.',
  unknownCategory: 'There is no category “{category}”. Choose one of the list.',
  unknownProducts: 'Some picked products are not in the catalogue any more: {ids}. Remove them and save again.',
  slidesMax: 'A home carries at most 8 slides.',
  railsMax: 'A home carries at most 8 rails.',
  duplicateId: 'Two items share the id “{id}”. Each slide and rail needs its own.',
  changedMeanwhile: 'Someone changed the home page meanwhile. Reload it to see their change, then edit again.',
} as const;
