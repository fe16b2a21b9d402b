import { ENGLISH, type Translator } from '../../lib/i18n';

type Translate = Translator['t'];

/**
 * The cart's warnings (@vastra/domain/cart, cart-warnings.ts), each as `t` says it; the two with a number take it as
 * `stock`.
 */
const WARNINGS: readonly ((t: Translate, stock: number) => string)[] = [
  (t, stock) => t('Only {stock} items available in stock.', { stock }),
  (t, stock) => t("You can't add more than {stock} items.", { stock }),
  (t) => t('Invalid item data. Cannot remove.'),
  (t) => t('Invalid item data. Cannot add.'),
  (t) => t('Your cart is full. Remove an item to add another.'),
  (t) => t('Quantity cannot be less than 1.'),
  (t) => t('Item not found in cart.'),
];

/**
 * A cart warning in the shopper's language: one of the domain's that reads word for word as its English here, or
 * else as it is (a warning the domain has reworded since stays in its own words).
 */
export function cartWarningText(warning: string, t: Translate): string {
  const stock = Number(/\d+/.exec(warning)?.[0] ?? 0);
  const known = WARNINGS.find((say) => say(ENGLISH.t, stock) === warning);
  return known ? known(t, stock) : warning;
}
