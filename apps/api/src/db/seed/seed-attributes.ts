import type { DefaultCategorySlug as Category } from '@vastra/domain/catalog';
import type { PatternKind } from './art';

// The seed products' attribute values (docs/decisions/092-attributes.md), read from what the generator already chose
// (fabric, colour, pattern, category): no random draw, so the catalogue's other choices stay as they were. Every
// value is one of the defaults (packages/domain/src/catalog/attributes.ts); catalog-generator.test.ts holds that.

/** Attribute slug → value slugs. */
export type SeedAttributes = Record<string, string[]>;

const FABRICS: Record<string, string[]> = {
  'Art Silk': ['silk'],
  'Silk Blend': ['silk'],
  'Cotton Silk': ['cotton', 'silk'],
  Chanderi: ['cotton', 'silk'],
  'Cotton Linen': ['cotton', 'linen'],
  Chiffon: ['chiffon'],
  Crepe: ['crepe'],
  Denim: ['denim'],
  Georgette: ['georgette'],
  Khadi: ['khadi'],
  Linen: ['linen'],
  'Modal Blend': ['rayon'],
  Muslin: ['cotton'],
  Rayon: ['rayon'],
};

const COLOURS: Record<string, string> = {
  Indigo: 'blue',
  Mustard: 'yellow',
  'Rani Pink': 'pink',
  'Bottle Green': 'green',
  Maroon: 'maroon',
  Teal: 'green',
  Ivory: 'white',
  Peach: 'orange',
  Coral: 'red',
  Mint: 'green',
  Lavender: 'purple',
  Rust: 'orange',
  Saffron: 'orange',
  Black: 'black',
  'Powder Blue': 'blue',
  Olive: 'green',
  Wine: 'maroon',
  Navy: 'blue',
  Charcoal: 'grey',
  White: 'white',
  'Sky Blue': 'blue',
  Beige: 'beige',
  Khaki: 'beige',
  Mauve: 'purple',
  Emerald: 'green',
  'Royal Blue': 'blue',
  Magenta: 'pink',
  Turmeric: 'yellow',
  'Grey Melange': 'grey',
  Sage: 'green',
  Terracotta: 'red',
  Plum: 'purple',
  'Light Blue': 'blue',
};

const PATTERNS: Record<PatternKind, string> = {
  solid: 'solid',
  'block-print': 'printed',
  bandhani: 'printed',
  ikat: 'printed',
  leheriya: 'printed',
  buta: 'printed',
  paisley: 'printed',
  chikankari: 'embroidered',
  floral: 'floral',
  stripes: 'striped',
  checks: 'checked',
};

const DRESSY = new Set(['silk', 'georgette', 'chiffon', 'crepe']);

/** The values of a seed product from its category, fabric, colour and pattern. */
export function seedAttributesOf(product: {
  category: Category;
  fabric: string;
  colour: string;
  pattern: PatternKind;
  silhouette: string;
}): SeedAttributes {
  const fabric = FABRICS[product.fabric] ?? (/cotton/i.test(product.fabric) ? ['cotton'] : []);
  const colour = COLOURS[product.colour];
  const dressy = fabric.some((f) => DRESSY.has(f));
  const casual = product.category === 't-shirt' || product.category === 'shorts';
  const occasion = casual
    ? ['casual']
    : product.category === 'saree'
      ? dressy
        ? ['festive', 'wedding']
        : ['festive']
      : dressy
        ? ['festive', 'party']
        : ['casual', 'office'];
  const values: SeedAttributes = {
    fabric,
    colour: colour ? [colour] : [],
    occasion,
    pattern: [PATTERNS[product.pattern]],
    'wash-care': [dressy ? 'dry-clean-only' : casual ? 'machine-wash' : 'hand-wash'],
  };
  if (product.category === 't-shirt') {
    values.sleeve = ['short-sleeve'];
    values.neck = [product.silhouette === 'polo' ? 'collared' : 'round-neck'];
    values.fit = ['regular'];
  }
  if (product.category === 'kurti') values.sleeve = ['three-quarter-sleeve'];
  if (product.category === 'shorts') values.fit = ['relaxed'];
  return Object.fromEntries(Object.entries(values).filter(([, list]) => list.length > 0));
}
