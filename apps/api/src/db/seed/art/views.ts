import type { ArtSpec, ViewKind } from './art-spec';
import { darken, lighten, mix } from './colour';
import { emblem } from './emblem';
import { fabricPattern, flower } from './patterns';
import { border, paintOf, type Paint } from './paint';
import { sareeFront, sareePallu } from './saree';
import { shorts } from './shorts';
import { suitSet } from './suit-set';
import { tee } from './tee';
import { tunic } from './tunic';

// One product photo: a soft studio backdrop (gradient, an arch tinted by the garment, a floor with a
// shadow) around a drawing of the garment. 400 × 500 (4:5), the product card's shape.

const W = 400;
const H = 500;

function defs(spec: ArtSpec, view: ViewKind): string {
  const colours = { base: spec.base, accent: spec.accent, trim: spec.trim };
  // Prints are drawn smaller on the whole garment than in the close-up, as a camera would see them.
  const closeUp = view === 'detail' ? 2.4 : view === 'folded' ? 1.2 : 0.85;
  const turn = spec.pattern === 'stripes' && spec.category !== 'saree' && spec.category !== 'kurti' ? 90 : 0;
  const dupatta = { base: lighten(spec.accent, 0.1), accent: spec.trim, trim: spec.trim };
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${lighten(spec.backdrop, 0.45)}"/><stop offset="1" ` +
    `stop-color="${spec.backdrop}"/></linearGradient>` +
    `<radialGradient id="floor"><stop offset="0" stop-color="#000" ` +
    `stop-opacity=".22"/><stop offset="1" stop-color="#000" ` +
    `stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" x2="1"><stop offset="0" ` +
    `stop-color="#fff" stop-opacity=".2"/><stop offset=".38" ` +
    `stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".68" stop-color="#000" stop-opacity="0"/><stop offset="1" ` +
    `stop-color="#000" stop-opacity=".24"/></linearGradient>` +
    `<linearGradient id="drape" x1="0" x2="1">${[0, 0.16, 0.32, 0.5, 0.68, 0.84, 1]
      .map(
        (o, i) => `<stop offset="${o}" stop-color="${i % 2 ? '#000' : '#fff'}" stop-opacity="${i % 2 ? 0.16 : 0.12}"/>`,
      )
      .join('')}</linearGradient>` +
    fabricPattern('fab', spec.pattern, colours, closeUp, turn) +
    fabricPattern('dup', 'buta', dupatta, 0.8) +
    `</defs>`
  );
}

function backdrop(spec: ArtSpec): string {
  const arch = mix(spec.backdrop, spec.base, 0.1);
  return (
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<path d="M64 ${H} V206 A136 136 0 0 1 336 206 V${H} Z" fill="${arch}"/>` +
    `<rect y="446" width="${W}" height="54" fill="${darken(spec.backdrop, 0.05)}"/>` +
    `<ellipse cx="200" cy="470" rx="150" ry="16" fill="url(#floor)"/>`
  );
}

function garment(spec: ArtSpec, p: Paint, back: boolean): string {
  switch (spec.category) {
    case 'kurti': {
      const flare = { anarkali: 150, 'a-line': 100, kaftan: 76, angrakha: 104 }[spec.silhouette as string] ?? 80;
      const hem = spec.silhouette === 'anarkali' ? 452 : 438;
      return tunic({ flare, hem, silhouette: spec.silhouette }, p, back);
    }
    case 'suits':
      return suitSet(spec.silhouette, p, back);
    case 't-shirt':
      return tee(spec.silhouette, p, back, spec.emblem);
    case 'shorts':
      return shorts(spec.silhouette, p, back);
    case 'saree':
      return back ? sareePallu(p) : sareeFront(p);
  }
}

/** A close-up of the fabric: a draped swatch with folds, the border, and the category's tell-tale detail. */
function detail(spec: ArtSpec, p: Paint): string {
  const d = 'M36 66 Q200 42 364 66 L364 418 Q302 450 240 426 Q170 454 110 430 Q70 446 36 424 Z';
  return (
    `<clipPath id="swatch"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="${p.fabric}" stroke="${p.line}" stroke-width="1.2"/>` +
    `<path d="${d}" fill="url(#drape)"/>` +
    detailAccent(spec, p)
  );
}

/** What a close-up of each category shows besides the fabric: a border, a collar rib, a waistband. */
function detailAccent(spec: ArtSpec, p: Paint): string {
  const edge = 'M30 424 Q70 448 110 432 Q170 456 240 428 Q302 452 370 420';
  switch (spec.category) {
    case 'saree':
    case 'kurti':
    case 'suits':
      return border(edge, spec.category === 'saree' ? 64 : 40, p.trim, p.accent, 'swatch');
    case 't-shirt':
      return (
        `<path d="M36 70 Q200 46 364 70" fill="none" stroke="${darken(p.base, 0.14)}" stroke-width="30"/>` +
        (spec.emblem ? emblem(spec.emblem, 200, 250, 120, p.accent, mix(p.accent, p.base, 0.55)) : '')
      );
    case 'shorts':
      return (
        `<path d="M36 74 Q200 50 364 74" fill="none" stroke="${darken(p.base, 0.1)}" stroke-width="50"/>` +
        `<circle cx="200" cy="62" r="12" fill="${darken(p.base, 0.35)}"/>` +
        `<rect x="100" y="34" width="16" height="64" rx="3" fill="${p.base}" stroke="${p.line}"/>`
      );
  }
}

/** A folded flat-lay with a swing tag, a sprig of leaves and, for ethnic wear, a pair of jhumkas. */
function folded(spec: ArtSpec, p: Paint): string {
  const ethnic = spec.category !== 't-shirt' && spec.category !== 'shorts';
  const leaf = '#7d9a6a';
  const leaves = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cx="${62 + i * 16}" cy="${118 - i * 8 + (i % 2 ? 10 : -8)}" ` +
        `rx="6" ry="13" fill="${mix(leaf, '#3c5a32', (i % 3) * 0.3)}" ` +
        `transform="rotate(${i % 2 ? 50 : -30} ${62 + i * 16} ${118 - i * 8})"/>`,
    )
    .join('');
  const jhumka = (x: number) =>
    `<g transform="translate(${x} 410)" fill="${spec.trim}"><circle ` +
    `r="6"/><path d="M0 6v6"/><path d="M-12 26 Q0 4 12 26 Z"/>` +
    `<g ` +
    `fill="${darken(spec.trim, 0.25)}">` +
    `${[-10, -5, 0, 5, 10].map((dx) => `<circle cx="${dx}" cy="29" r="2"/>`).join('')}</g></g>`;
  const hemBand = ethnic ? border('M70 366 L316 366', 22, p.trim, p.accent, 'fold') : '';
  return (
    `<path d="M${44} ${124} q30 -6 70 -40" fill="none" stroke="#5d7a4e" stroke-width="2"/>` +
    leaves +
    `<rect x="92" y="218" width="244" height="168" rx="8" fill="${p.inside}"/>` +
    `<clipPath id="fold"><rect x="70" y="196" width="248" height="176" rx="8"/></clipPath>` +
    `<rect x="70" y="196" width="248" height="176" rx="8" fill="${p.fabric}" stroke="${p.line}" stroke-width="1.2"/>` +
    `<rect x="70" y="196" width="248" height="176" rx="8" fill="url(#shade)"/>` +
    `<path d="M72 282 H316" stroke="${lighten(p.base, 0.5)}" stroke-width="2" opacity=".5"/>` +
    `<path d="M72 286 H316" stroke="#000" stroke-width="3" opacity=".12"/>` +
    hemBand +
    `<path d="M300 206 q10 -40 -4 -64" fill="none" stroke="#8c6b45" stroke-width="1.2"/>` +
    `<g transform="rotate(14 300 140)"><rect x="278" y="120" width="56" ` +
    `height="32" rx="4" fill="#d8b98c"/><circle cx="286" cy="136" r="3" ` +
    `fill="${spec.backdrop}"/>` +
    `<text x="312" y="140" font-family="Georgia, serif" font-size="9" ` +
    `letter-spacing="1.5" text-anchor="middle" ` +
    `fill="#5b4128">VASTRA</text></g>` +
    (ethnic ? jhumka(124) + jhumka(156) : flower(140, 424, 22, 5, lighten(spec.accent, 0.2), spec.trim))
  );
}

/** Renders one gallery image of a product as a standalone SVG document. */
export function renderView(spec: ArtSpec, view: ViewKind): string {
  const p = paintOf(spec);
  const body =
    view === 'detail' ? detail(spec, p) : view === 'folded' ? folded(spec, p) : garment(spec, p, view === 'back');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    defs(spec, view) +
    backdrop(spec) +
    body +
    `<text x="384" y="490" font-family="Georgia, serif" font-size="10" ` +
    `letter-spacing="4" text-anchor="end" ` +
    `fill="${darken(spec.backdrop, 0.35)}">VASTRA</text>` +
    `</svg>`
  );
}
