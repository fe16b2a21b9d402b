import type { DefaultCategorySlug as Category } from '@vastra/domain/catalog';

/** Fabric surface designs the art can paint; the seed's titles name the same ones. */
export type PatternKind =
  | 'block-print'
  | 'bandhani'
  | 'ikat'
  | 'paisley'
  | 'floral'
  | 'leheriya'
  | 'chikankari'
  | 'stripes'
  | 'checks'
  | 'buta'
  | 'solid';

/** The garment outline drawn for a product; one category has several cuts. */
export type Silhouette =
  | 'anarkali'
  | 'a-line'
  | 'straight'
  | 'kaftan'
  | 'angrakha'
  | 'straight-set'
  | 'palazzo-set'
  | 'anarkali-set'
  | 'sharara-set'
  | 'crew'
  | 'oversized'
  | 'polo'
  | 'henley'
  | 'v-neck'
  | 'saree'
  | 'chino'
  | 'drawstring'
  | 'denim'
  | 'cargo';

export type Emblem = 'mandala' | 'lotus' | 'sun' | 'paisley';

/** One gallery image: the garment from the front, a fabric close-up, the back (or pallu), a folded flat-lay. */
export type ViewKind = 'front' | 'detail' | 'back' | 'folded';

/** Everything the art needs to draw one product's gallery; made by the seed generator. */
export interface ArtSpec {
  category: Category;
  silhouette: Silhouette;
  pattern: PatternKind;
  /** A chest print on graphic T-shirts. */
  emblem?: Emblem;
  /** Hex colours: the fabric, its print, the trims (zari or contrast), the set's bottoms and the backdrop. */
  base: string;
  accent: string;
  trim: string;
  bottom: string;
  backdrop: string;
  views: ViewKind[];
}
