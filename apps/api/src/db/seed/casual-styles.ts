import type { StyleTemplate } from './style-template';
import { words } from './style-template';

// Casual wear: T-shirts and shorts.

const CASUAL = words(
  'Black, Navy, White, Olive, Charcoal, Mustard, Sky Blue, Maroon, Grey ' +
    'Melange, Rust, Bottle Green, Beige, Lavender, Coral',
);
const SHORTS = words('Khaki, Navy, Olive, Beige, Charcoal, Sky Blue, Black, Rust, Sage, Grey Melange');

export const CASUAL_STYLES: { 't-shirt': StyleTemplate[]; shorts: StyleTemplate[] } = {
  't-shirt': [
    {
      name: 'Crew-Neck T-Shirt',
      silhouette: 'crew',
      fabrics: ['Combed Cotton', 'Cotton Jersey', 'Organic Cotton'],
      patterns: ['solid', 'stripes', 'solid'],
      colours: CASUAL,
      band: [249, 549],
      cut: 'a regular-fit crew neck with a soft ribbed collar and double-stitched hems',
    },
    {
      name: 'Oversized T-Shirt',
      silhouette: 'oversized',
      fabrics: ['Heavyweight Cotton', 'Slub Cotton', 'Cotton Jersey'],
      patterns: ['solid', 'solid'],
      colours: CASUAL,
      band: [399, 699],
      cut: 'a boxy oversized fit with dropped shoulders and a longer sleeve',
    },
    {
      name: 'Polo T-Shirt',
      silhouette: 'polo',
      fabrics: ['Cotton Pique'],
      patterns: ['solid', 'stripes'],
      colours: CASUAL,
      band: [449, 799],
      cut: 'a classic polo with a two-button placket and a ribbed collar',
    },
    {
      name: 'Henley T-Shirt',
      silhouette: 'henley',
      fabrics: ['Slub Cotton', 'Waffle-Knit Cotton'],
      patterns: ['solid'],
      colours: CASUAL,
      band: [349, 649],
      cut: 'a henley with a three-button placket and a relaxed body',
    },
    {
      name: 'V-Neck T-Shirt',
      silhouette: 'v-neck',
      fabrics: ['Combed Cotton', 'Modal Blend'],
      patterns: ['solid', 'stripes'],
      colours: CASUAL,
      band: [299, 549],
      cut: 'a slim V-neck with a clean taped neckline',
    },
  ],
  shorts: [
    {
      name: 'Chino Shorts',
      silhouette: 'chino',
      fabrics: ['Cotton Twill', 'Stretch Cotton'],
      patterns: ['solid', 'checks'],
      colours: SHORTS,
      band: [549, 899],
      cut: 'a tailored chino with slant pockets, belt loops and rolled cuffs',
    },
    {
      name: 'Drawstring Shorts',
      silhouette: 'drawstring',
      fabrics: ['Linen', 'Cotton Linen'],
      patterns: ['solid', 'stripes'],
      colours: SHORTS,
      band: [449, 799],
      cut: 'an elasticated waist with a cord drawstring and side pockets',
    },
    {
      name: 'Lounge Shorts',
      silhouette: 'drawstring',
      fabrics: ['Cotton', 'Rayon'],
      patterns: ['checks', 'floral', 'paisley'],
      colours: SHORTS,
      band: [299, 549],
      cut: 'a soft, easy lounge short with a drawstring waist',
    },
    {
      name: 'Denim Shorts',
      silhouette: 'denim',
      fabrics: ['Denim'],
      patterns: ['solid'],
      colours: ['Indigo', 'Light Blue', 'Black'],
      band: [649, 999],
      cut: 'five-pocket denim with contrast stitching and rolled hems',
    },
    {
      name: 'Cargo Shorts',
      silhouette: 'cargo',
      fabrics: ['Cotton Twill'],
      patterns: ['solid'],
      colours: ['Olive', 'Khaki', 'Beige', 'Charcoal', 'Black'],
      band: [649, 999],
      cut: 'a utility cargo with flap pockets on both legs',
    },
  ],
};
