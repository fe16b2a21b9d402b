import { WISHLIST_MAX } from './wishlist';

/** The wishlist's and the back-in-stock alerts' texts, exact and tested (docs/decisions/112-wishlist-back-in-stock.md). */
export const WISHLIST_MESSAGES = {
  save: 'Save to wishlist',
  remove: 'Remove from wishlist',
  saved: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  full: `Your wishlist is full (${WISHLIST_MAX} products). Remove one to save another.`,
  title: 'My Wishlist',
  empty: 'Your wishlist is empty. Tap the heart on a product to save it here.',
  sizesInStock: 'Sizes in stock:',
  noSizeInStock: 'Out of stock',
  view: 'View product',
  notifyMe: "Notify me when it's back",
  notifySignIn: "Sign in to be told when it's back",
  notifyWaiting: "We'll text you when it's back",
  waitingHeading: 'Sizes you are waiting for',
  waitingSize: (size: string) => `Size ${size}: we'll text you when it's back`,
  notifiedSize: (size: string) => `Size ${size}: back in stock, we texted you`,
  sizeInStock: 'This size is in stock: add it to your cart instead.',
  sizeUnknown: 'This product has no such size.',
  linkLabel: 'Wishlist',
} as const;
