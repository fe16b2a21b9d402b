import type { DefaultCategorySlug as Category } from '@vastra/domain/catalog';
import type { Emblem, PatternKind } from './art';
import type { Rng } from './prng';
import type { StyleTemplate } from './style-template';

// Titles and descriptions written the way an Indian boutique lists its clothes: colour, print,
// fabric and cut in the title; craft, cut, occasion, fit and care in the description.

const PATTERN_TITLE: Record<PatternKind, string> = {
  'block-print': 'Block-Print',
  bandhani: 'Bandhani',
  ikat: 'Ikat',
  paisley: 'Paisley',
  floral: 'Floral',
  leheriya: 'Leheriya',
  chikankari: 'Chikankari',
  stripes: 'Striped',
  checks: 'Checked',
  buta: 'Zari Buta',
  solid: '',
};

const PATTERN_PHRASE: Record<PatternKind, string> = {
  'block-print': 'hand block-printed with small floral buttis in the Bagru tradition',
  bandhani: 'tie-dyed with tiny bandhani dots in the style of Kutch',
  ikat: 'patterned with a resist-dyed ikat diamond',
  paisley: 'printed with classic paisley (keri) motifs',
  floral: 'printed with a garden of blooms and leaves',
  leheriya: 'dyed in Rajasthani leheriya waves',
  chikankari: 'embroidered all over with Lucknowi-style chikankari in tonal thread',
  stripes: 'woven in easy stripes',
  checks: 'woven in bright checks',
  buta: 'scattered with shimmering zari butas',
  solid: 'in a rich solid shade',
};

const FABRIC_PHRASE: Record<string, string> = {
  Cotton: 'breathable cotton',
  Rayon: 'fluid rayon that falls softly',
  Georgette: 'light georgette',
  Chanderi: 'sheer Chanderi with a soft sheen',
  'Mul Cotton': 'feather-light mul cotton',
  Khadi: 'handspun khadi',
  'Cotton Silk': 'cotton silk with a gentle lustre',
  Linen: 'crisp, airy linen',
  Muslin: 'soft muslin',
  Crepe: 'wrinkle-resistant crepe',
  'Silk Blend': 'a lustrous silk blend',
  'Art Silk': 'art silk with a heavy drape',
  'Handloom Cotton': 'handloom cotton',
  Chiffon: 'sheer chiffon',
  'Cotton Twill': 'sturdy cotton twill',
  'Stretch Cotton': 'cotton with a little stretch',
  'Cotton Linen': 'a cotton-linen blend',
  Denim: 'washed cotton denim',
  'Combed Cotton': '180 GSM combed cotton',
  'Cotton Jersey': 'soft cotton jersey',
  'Organic Cotton': 'GOTS-certified organic cotton',
  'Heavyweight Cotton': '240 GSM heavyweight cotton',
  'Slub Cotton': 'textured slub cotton',
  'Cotton Pique': 'breathable cotton piqué',
  'Waffle-Knit Cotton': 'waffle-knit cotton',
  'Modal Blend': 'a silky modal blend',
};

const OCCASIONS: Record<Category, readonly string[]> = {
  kurti: [
    'office days and weekend brunches',
    'college, chai dates and everything between',
    'festive pujas and family get-togethers',
    'long summer days in the city',
  ],
  suits: [
    'haldi, mehendi and festive evenings',
    'Diwali parties and family functions',
    'Eid gatherings and weddings in the family',
    'office celebrations and pujas',
  ],
  't-shirt': [
    'everyday wear, gym runs and weekend plans',
    'college, travel and lazy Sundays',
    'layering under shirts and jackets',
  ],
  saree: [
    'weddings, receptions and sangeet nights',
    'Durga Puja, Onam and festive mornings',
    'office functions and family celebrations',
    'karva chauth and evening parties',
  ],
  shorts: [
    'beach holidays and weekend errands',
    'lounging at home and evening walks',
    'road trips and hot summer afternoons',
  ],
};

/** Words that keep their capital inside a sentence. */
const PROPER_NOUNS = /anarkali|banarasi|kanjeevaram|chanderi/g;

const EMBLEM_TITLE: Record<Emblem, string> = { mandala: 'Mandala', lotus: 'Lotus', sun: 'Surya', paisley: 'Paisley' };

function care(fabric: string): string {
  if (/Silk|Chiffon|Georgette|Chanderi|Crepe/.test(fabric)) return 'Care: dry clean only.';
  if (fabric === 'Denim') return 'Care: machine wash cold inside out; do not bleach.';
  if (/Khadi|Handloom|Bandhani|Linen/.test(fabric)) return 'Care: gentle hand wash in cold water; dry in shade.';
  return 'Care: machine wash cold with similar colours; dry in shade.';
}

export interface CopyInput {
  category: Category;
  style: StyleTemplate;
  colour: string;
  fabric: string;
  pattern: PatternKind;
  emblem?: Emblem;
}

/** The product's title, e.g. "Indigo Block-Print Cotton Anarkali Kurti". */
export function titleOf({ category, style, colour, fabric, pattern, emblem }: CopyInput): string {
  const print = PATTERN_TITLE[pattern];
  const words =
    category === 't-shirt'
      ? [colour, emblem ? `${EMBLEM_TITLE[emblem]} Graphic` : print, style.name]
      : category === 'saree'
        ? [colour, print, style.name]
        : // 'Denim Shorts' already names its fabric.
          [colour, print, style.name.includes(fabric) ? '' : fabric, style.name];
  return words.filter((w) => w !== '').join(' ');
}

/** A four-part description: fabric and print, cut, occasion, then fit and care. */
export function descriptionOf(input: CopyInput, rng: Rng): string {
  const { category, style, fabric, pattern, emblem } = input;
  const kind = style.name
    .replace(/ with .*/, '')
    .toLowerCase()
    .replace(/t-shirt|v-neck|a-line/g, (w) => w.charAt(0).toUpperCase() + w.slice(1))
    .replace(PROPER_NOUNS, (w) => w.charAt(0).toUpperCase() + w.slice(1));
  const print = emblem
    ? `with a ${EMBLEM_TITLE[emblem].toLowerCase()} graphic screen-printed on the chest`
    : PATTERN_PHRASE[pattern];
  const colour = input.colour.toLowerCase();
  const article = category === 'shorts' ? 'A pair of' : /^[aeiou]/.test(colour) ? 'An' : 'A';
  const opening = `${article} ${colour} ${kind} in ${FABRIC_PHRASE[fabric] ?? fabric.toLowerCase()}, ${print}.`;
  // Sarees are woven, not cut: their template text is a whole clause.
  const cut =
    category === 'saree' ? `${style.cut.charAt(0).toUpperCase()}${style.cut.slice(1)}.` : `Cut as ${style.cut}.`;
  const occasion = `Made for ${rng.pick(OCCASIONS[category])}.`;
  const fit =
    category === 'saree'
      ? '5.5 m saree with a 0.8 m unstitched blouse piece.'
      : `${category === 'shorts' || category === 't-shirt' ? 'Regular fit' : 'Relaxed fit'}; the model wears size M.`;
  return [opening, cut, occasion, fit, care(fabric)].join(' ');
}
