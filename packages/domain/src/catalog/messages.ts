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

/** The back office's "Home page" screen (docs/decisions/094-home-content.md). */
export const HOME_SCREEN_MESSAGES = {
  title: 'Home page',
  intro: 'What the shop’s home shows: the hero’s slides and the product rails, in this order. Times are India time.',
  slidesHeading: 'Hero slides',
  railsHeading: 'Product rails',
  liveNow: 'Live now',
  scheduled: 'Scheduled',
  ended: 'Ended',
  liveNowList: 'Showing now: {names}.',
  nothingLive: 'No slide shows now: the home has no hero until one starts.',
  nextChange: 'The next change by itself: {when} IST.',
  defaults: 'These are the shop’s defaults.',
  noSlides: 'No slides. Add one, or reset to the defaults.',
  noRails: 'No rails. Add one, or reset to the defaults.',
  saved: 'Home page saved. The shop shows it now.',
  resetDone: 'The home page is back to the defaults.',
  resetTitle: 'Reset the home page to the defaults?',
  resetText: 'Your slides and rails are replaced by the shop’s three default slides and its two rails.',
  removeTitle: 'Remove “{name}”?',
  removeText: 'It leaves the home page at once.',
  dateTimeFormat: 'Enter a date and time, or leave it empty.',
  builtInArt: 'Leave empty for the built-in art (the catalogue’s photos in arches).',
  anyTime: 'any time',
  sources: {
    'new-arrivals': 'New arrivals (random picks)',
    favourites: 'Favourites (random picks in stock)',
    handpicked: 'Products you pick, in your order',
    category: 'A category',
  },
} as const;
