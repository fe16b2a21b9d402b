import type { SizeGuide } from './category-rules';

// The seed's five categories as a new shop starts with them (docs/decisions/097-categories.md): migration 0028
// writes the same rows (taking the HSN codes a shop had set in its settings), the seed reads these. No size guide:
// the measurements are the brand's own, so the owner adds them.

export interface DefaultCategory {
  slug: string;
  name: string;
  hsn: string;
  sizes: string[];
  sizeGuide: SizeGuide | null;
}

const STITCHED = ['S', 'M', 'L', 'XL', 'XXL'];

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { slug: 'kurti', name: 'Kurti', hsn: '6206', sizes: STITCHED, sizeGuide: null },
  { slug: 'suits', name: 'Suits', hsn: '6204', sizes: STITCHED, sizeGuide: null },
  { slug: 't-shirt', name: 'T-Shirt', hsn: '6109', sizes: STITCHED, sizeGuide: null },
  { slug: 'saree', name: 'Saree', hsn: '5208', sizes: ['Free'], sizeGuide: null },
  { slug: 'shorts', name: 'Shorts', hsn: '6204', sizes: STITCHED, sizeGuide: null },
];
