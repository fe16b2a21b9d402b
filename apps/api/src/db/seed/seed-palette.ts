import type { DefaultCategorySlug as Category } from '@vastra/domain/catalog';
import { distance, lighten, luminance } from './art/colour';
import type { Rng } from './prng';

// Supporting colours for a product's art, chosen so the print reads on the ground colour and the
// backdrop stays soft.

const DARK_ACCENTS = ['#7b1e2b', '#2e3a87', '#0b5d3b', '#b5502b', '#5e1a36', '#1f2f57', '#0f7c80'];
const LIGHT_ACCENTS = ['#f1e7cf', '#e9c46a', '#f4b393', '#f6d6ad', '#9ed9c3', '#f2b5c8', '#cfe0f3'];
const BACKDROPS = ['#f5efe6', '#eef2ea', '#f2ecf3', '#eaf0f5', '#f7ece7', '#f1f0ea'];
const ZARI_GOLD = '#c9a227';
const ZARI_SILVER = '#c3c7cc';

export interface Palette {
  accent: string;
  trim: string;
  bottom: string;
  backdrop: string;
}

function contrasting(base: string, rng: Rng): string {
  const pool = luminance(base) > 0.3 ? DARK_ACCENTS : LIGHT_ACCENTS;
  const start = rng.int(0, pool.length - 1);
  for (let i = 0; i < pool.length; i++) {
    const candidate = pool[(start + i) % pool.length] ?? pool[0];
    if (candidate && distance(candidate, base) > 120) return candidate;
  }
  return luminance(base) > 0.3 ? '#22201f' : '#ffffff';
}

export function paletteFor(category: Category, base: string, rng: Rng): Palette {
  const accent = contrasting(base, rng);
  const ethnic = category === 'kurti' || category === 'suits' || category === 'saree';
  let trim = accent;
  if (ethnic) {
    trim = rng.chance(0.8) ? ZARI_GOLD : ZARI_SILVER;
    if (distance(trim, base) < 90) trim = accent;
  } else if (category === 'shorts') {
    trim = rng.chance(0.5) ? '#f1e7cf' : accent;
  }
  const bottom =
    category === 'suits'
      ? rng.pick(['#f1e7cf', lighten(accent, 0.15), lighten(base, 0.55)])
      : category === 'saree'
        ? rng.pick([accent, contrasting(base, rng), lighten(base, 0.1)])
        : accent;
  return { accent, trim, bottom, backdrop: rng.pick(BACKDROPS) };
}
