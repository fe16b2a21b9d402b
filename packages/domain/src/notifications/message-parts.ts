import type { OrderMessageVar } from './order-messages';

/** A template's piece: fixed text, or a named variable. */
export type Part = string | { v: OrderMessageVar };

/** A message's template: its parts for a shop (its name, and its address without a trailing slash). */
export type Template = (shop: { name: string; url: string }) => Part[];

/** A named variable's place in a template. */
export const v = (name: OrderMessageVar): Part => ({ v: name });
