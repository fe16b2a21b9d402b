import type { DefaultCategorySlug as Category } from '@vastra/domain/catalog';
import { CASUAL_STYLES } from './casual-styles';
import { ETHNIC_STYLES } from './ethnic-styles';
import type { StyleTemplate } from './style-template';

// The words the seed catalogue is built from: styles per category × colours × fabrics × prints.

export { COLOURS, type StyleTemplate } from './style-template';

export const STYLES: Record<Category, readonly StyleTemplate[]> = { ...ETHNIC_STYLES, ...CASUAL_STYLES };

/** How many products of each category the seed makes (64 in all). */
export const CATEGORY_COUNTS: Record<Category, number> = { kurti: 14, suits: 12, 't-shirt': 13, saree: 13, shorts: 12 };
