import type { StyleTemplate } from './style-template';
import { words } from './style-template';

// Ethnic wear: kurtis, suit sets and sarees, with the crafts and fabrics they are known for.

const ETHNIC = words(
  'Indigo, Mustard, Rani Pink, Bottle Green, Maroon, Teal, Ivory, Peach, ' +
    'Coral, Mint, Lavender, Rust, Saffron, Wine, Powder Blue, Emerald, ' +
    'Magenta, Terracotta, Sage, Plum',
);
const SAREE = words(
  'Maroon, Bottle Green, Royal Blue, Rani Pink, Mustard, Teal, Ivory, ' +
    'Wine, Magenta, Peach, Emerald, Black, Turmeric, Mauve, Indigo',
);

export const ETHNIC_STYLES: { kurti: StyleTemplate[]; suits: StyleTemplate[]; saree: StyleTemplate[] } = {
  kurti: [
    {
      name: 'Anarkali Kurti',
      silhouette: 'anarkali',
      fabrics: ['Cotton', 'Rayon', 'Georgette', 'Chanderi'],
      patterns: ['block-print', 'floral', 'bandhani', 'paisley', 'chikankari'],
      colours: ETHNIC,
      band: [799, 1499],
      cut: 'a flared Anarkali with a fitted yoke, a gathered waist seam and knee-length panels that swirl as you move',
    },
    {
      name: 'A-Line Kurti',
      silhouette: 'a-line',
      fabrics: ['Cotton', 'Mul Cotton', 'Khadi', 'Rayon'],
      patterns: ['block-print', 'ikat', 'bandhani', 'leheriya', 'solid'],
      colours: ETHNIC,
      band: [449, 999],
      cut: 'an easy A-line with a round neck, three-quarter sleeves and side slits for a free stride',
    },
    {
      name: 'Straight Kurti',
      silhouette: 'straight',
      fabrics: ['Cotton Silk', 'Linen', 'Cotton', 'Chanderi'],
      patterns: ['chikankari', 'solid', 'stripes', 'paisley', 'ikat'],
      colours: ETHNIC,
      band: [499, 1199],
      cut: 'a clean straight cut with a buttoned placket, three-quarter sleeves and side slits',
    },
    {
      name: 'Kaftan Kurti',
      silhouette: 'kaftan',
      fabrics: ['Mul Cotton', 'Rayon', 'Georgette'],
      patterns: ['floral', 'bandhani', 'leheriya', 'paisley'],
      colours: ETHNIC,
      band: [549, 1099],
      cut: 'a relaxed kaftan with flowing batwing sleeves and an embroidered neck placket',
    },
    {
      name: 'Angrakha Kurti',
      silhouette: 'angrakha',
      fabrics: ['Cotton', 'Rayon', 'Cotton Silk'],
      patterns: ['block-print', 'floral', 'ikat', 'solid'],
      colours: ETHNIC,
      band: [649, 1299],
      cut: 'an angrakha with a wrap-over bodice tied at the side with tasselled dori',
    },
  ],
  suits: [
    {
      name: 'Straight Suit Set with Dupatta',
      silhouette: 'straight-set',
      fabrics: ['Chanderi', 'Cotton', 'Cotton Silk'],
      patterns: ['floral', 'block-print', 'chikankari', 'solid'],
      colours: ETHNIC,
      band: [999, 1799],
      cut: 'a straight kurta with matching straight pants and a sheer butti dupatta',
    },
    {
      name: 'Palazzo Suit Set',
      silhouette: 'palazzo-set',
      fabrics: ['Rayon', 'Cotton', 'Muslin'],
      patterns: ['floral', 'paisley', 'bandhani', 'block-print'],
      colours: ETHNIC,
      band: [899, 1599],
      cut: 'a kurta with wide, flowing palazzos and a light dupatta',
    },
    {
      name: 'Anarkali Suit Set',
      silhouette: 'anarkali-set',
      fabrics: ['Georgette', 'Chanderi', 'Muslin'],
      patterns: ['paisley', 'floral', 'chikankari', 'solid'],
      colours: ETHNIC,
      band: [1299, 1999],
      cut: 'a floor-grazing Anarkali with churidar leggings and a bordered dupatta',
    },
    {
      name: 'Sharara Suit Set',
      silhouette: 'sharara-set',
      fabrics: ['Georgette', 'Crepe', 'Cotton Silk'],
      patterns: ['floral', 'bandhani', 'solid', 'paisley'],
      colours: ETHNIC,
      band: [1199, 1999],
      cut: 'a short kurta over a flared, gota-trimmed sharara with a matching dupatta',
    },
  ],
  saree: [
    {
      name: 'Banarasi Silk Saree',
      silhouette: 'saree',
      fabrics: ['Silk Blend'],
      patterns: ['buta', 'paisley', 'solid'],
      colours: SAREE,
      band: [1299, 1999],
      cut: 'woven in Varanasi with a rich zari border and an ornate pallu',
    },
    {
      name: 'Kanjeevaram Art Silk Saree',
      silhouette: 'saree',
      fabrics: ['Art Silk'],
      patterns: ['checks', 'buta', 'solid'],
      colours: SAREE,
      band: [1199, 1999],
      cut: 'finished with a contrast temple-style zari border and a heavy pallu',
    },
    {
      name: 'Chanderi Saree',
      silhouette: 'saree',
      fabrics: ['Chanderi'],
      patterns: ['buta', 'solid'],
      colours: SAREE,
      band: [899, 1599],
      cut: 'light and sheer, with fine zari butis and a slim border',
    },
    {
      name: 'Cotton Handloom Saree',
      silhouette: 'saree',
      fabrics: ['Handloom Cotton'],
      patterns: ['stripes', 'checks', 'ikat'],
      colours: SAREE,
      band: [599, 1199],
      cut: 'handwoven with a crisp fall, a woven border and a striped pallu',
    },
    {
      name: 'Georgette Saree',
      silhouette: 'saree',
      fabrics: ['Georgette'],
      patterns: ['bandhani', 'leheriya', 'floral'],
      colours: SAREE,
      band: [699, 1399],
      cut: 'fluid and light, finished with a lace-edged border',
    },
    {
      name: 'Chiffon Saree',
      silhouette: 'saree',
      fabrics: ['Chiffon'],
      patterns: ['leheriya', 'floral', 'solid'],
      colours: SAREE,
      band: [599, 1199],
      cut: 'feather-light with a satin border that drapes in soft pleats',
    },
  ],
};
