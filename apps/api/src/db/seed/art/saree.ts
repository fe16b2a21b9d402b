import { darken, lighten } from './colour';
import { paisley } from './patterns';
import { border, folds, panel, tassels, type Paint } from './paint';

// A saree draped nivi-style on a headless dress form: blouse, pleated skirt with a zari hem and the
// pallu crossing the torso from the hip to the left shoulder, falling behind it.

const FORM = '#e9dcc9';
const SKIRT = 'M150 226 Q200 234 250 226 L292 468 Q200 482 108 468 Z';
const PALLU = 'M146 200 L228 86 Q262 82 274 112 L320 410 L262 426 L248 238 L146 268 Z';

function dressForm(): string {
  const line = darken(FORM, 0.25);
  return (
    `<rect x="188" y="44" width="24" height="46" rx="6" fill="${FORM}" stroke="${line}"/>` +
    `<ellipse cx="200" cy="44" rx="12" ry="4" fill="${darken(FORM, 0.12)}"/>` +
    `<path d="M176 84 Q200 92 224 84 L252 98 Q262 140 250 190 L252 232 L148 ` +
    `232 L150 190 Q138 140 148 98 Z" fill="${FORM}" stroke="${line}"/>`
  );
}

function blouse(p: Paint): string {
  const colour = p.bottom;
  const line = darken(colour, 0.35);
  const d =
    'M176 84 Q200 112 224 84 L252 98 L278 142 L258 152 L248 132 Q252 160 248 ' +
    '182 Q200 190 152 182 Q148 160 152 132 L142 152 L122 142 L148 98 Z';
  return (
    panel(d, colour, line) +
    border('M122 142 L142 152', 8, p.trim, p.accent) +
    `<path d="M176 84 Q200 112 224 84" fill="none" stroke="${p.trim}" stroke-width="3"/>`
  );
}

function pleats(p: Paint): string {
  const strips = Array.from({ length: 7 }, (_, i) => {
    const t = 172 + i * 8;
    const b = 146 + i * 17;
    const fill = i % 2 ? '#000000' : '#ffffff';
    return `<path d="M${t} 232 L${t + 8} 232 L${b + 17} 476 L${b} 476 Z" fill="${fill}" opacity=".1"/>`;
  }).join('');
  const lines = Array.from({ length: 8 }, (_, i) => `M${172 + i * 8} 232 L${146 + i * 17} 476`);
  return `<g clip-path="url(#skirt)">${strips}</g>` + folds(lines, p.line, 0.4);
}

/** The draped saree from the front. */
export function sareeFront(p: Paint): string {
  return (
    `<clipPath id="skirt"><path d="${SKIRT}"/></clipPath><clipPath id="pallu"><path d="${PALLU}"/></clipPath>` +
    dressForm() +
    blouse(p) +
    panel(SKIRT, p.fabric, p.line) +
    pleats(p) +
    border('M104 462 Q200 478 296 462', 26, p.trim, p.accent, 'skirt') +
    panel(PALLU, p.fabric, p.line) +
    folds(['M170 226 L240 120', 'M196 236 L252 150', 'M270 150 L292 400', 'M258 190 L276 410'], p.line, 0.3) +
    border('M146 200 L228 86 Q262 82 274 112 L320 410', 22, p.trim, p.accent, 'pallu') +
    border('M146 268 L248 238 L262 426', 22, p.trim, p.accent, 'pallu') +
    border('M256 390 L322 378', 30, p.trim, p.accent, 'pallu') +
    tassels(
      [
        [268, 424],
        [282, 421],
        [296, 418],
        [310, 414],
      ],
      p.trim,
    )
  );
}

/** The saree opened out to show its pallu: body, borders, the ornate end and tassels. */
export function sareePallu(p: Paint): string {
  const d = 'M48 120 Q200 96 352 120 L352 400 Q200 424 48 400 Z';
  const endZone = 'M262 108 Q310 112 352 120 L352 400 Q310 408 262 412 Z';
  const motifs = [150, 210, 270, 330]
    .map((y, i) => paisley(308, y, 1.05, i % 2 ? 200 : 20, p.accent, lighten(p.trim, 0.2)))
    .join('');
  return (
    `<clipPath id="spread"><path d="${d}"/></clipPath>` +
    `<g transform="rotate(-6 200 260)">` +
    panel(d, p.fabric, p.line) +
    `<g clip-path="url(#spread)"><path d="${endZone}" fill="${darken(p.base, 0.12)}"/>` +
    `<path d="M270 100 V420 M344 100 V420" stroke="${p.trim}" stroke-width="6"/>${motifs}</g>` +
    border('M40 124 Q200 100 360 124', 40, p.trim, p.accent, 'spread') +
    border('M40 396 Q200 420 360 396', 40, p.trim, p.accent, 'spread') +
    folds(['M110 130 Q120 260 104 396', 'M180 120 Q196 260 176 408', 'M236 114 Q226 260 240 410'], p.line, 0.25) +
    // The end of the pallu is its right edge, so its tassels hang sideways from it.
    tassels(
      [150, 190, 230, 270, 310, 350].map((y): [number, number] => [354, y]),
      p.trim,
      -90,
    ) +
    `</g>`
  );
}
