/** The class of the link in a list row's cell: the row's link for keyboards and screen readers. */
export const ROW_LINK =
  'font-medium text-ink underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** What a card's link adds to its own look: its box covers the card (which is `relative`), so the card opens it. */
export const CARD_LINK =
  'after:absolute after:inset-0 after:rounded-2xl ' +
  'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent';
