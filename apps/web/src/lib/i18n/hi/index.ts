import type { Catalogue } from '../translate';
import { account } from './account';
import { catalog } from './catalog';
import { checkout } from './checkout';
import { common } from './common';
import { layout } from './layout';
import { orders } from './orders';

/**
 * The storefront in Hindi, keyed by the English each message is written in (docs/decisions/136-hindi-storefront.md),
 * one file per part of the shop. tests/repo/hindi-messages.test.ts fails when a message the storefront shows has no
 * Hindi here, or when one here is not used.
 */
export const hi: Catalogue = { ...common, ...layout, ...catalog, ...checkout, ...account, ...orders };
